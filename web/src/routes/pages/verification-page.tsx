import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { Verification } from '../../features/auth/components/verification';

const authRoute = getRouteApi('/auth');

export function VerificationPage() {
  const countries = authRoute.useLoaderData();
  const navigate = useNavigate();
  const toLogin = useCallback(() => void navigate({ to: '/auth/login' }), [navigate]);
  return <Verification countries={countries} onDone={toLogin} />;
}
