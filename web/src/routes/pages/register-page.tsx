import { QueryClientProvider } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { RegisterForm } from '../../features/auth/components/register-form';
import { RegisterSuccess } from '../../features/auth/components/register-success';
import { queryClient } from '../../lib/query-client';

const route = getRouteApi('/auth/register');

export function RegisterPage() {
  const { referer } = route.useSearch();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  if (registeredEmail) return <RegisterSuccess email={registeredEmail} />;
  // The query cache is not mounted app-wide (the login screen does without it); this screen brings it.
  return (
    <QueryClientProvider client={queryClient}>
      <RegisterForm referer={referer} onRegistered={setRegisteredEmail} />
    </QueryClientProvider>
  );
}
