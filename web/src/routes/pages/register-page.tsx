import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { RegisterForm } from '../../features/auth/components/register-form';
import { RegisterSuccess } from '../../features/auth/components/register-success';

const route = getRouteApi('/auth/register');

export function RegisterPage() {
  const { referer } = route.useSearch();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  if (registeredEmail) return <RegisterSuccess email={registeredEmail} />;
  return <RegisterForm referer={referer} onRegistered={setRegisteredEmail} />;
}
