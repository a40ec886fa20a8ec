import { QueryClientProvider } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type { RegisterAnswer } from '../../features/auth/api/register';
import { RegisterForm } from '../../features/auth/components/register-form';
import { startVerification, verificationStore } from '../../features/auth/verification';
import { queryClient } from '../../lib/query-client';

const route = getRouteApi('/auth/register');
const authRoute = getRouteApi('/auth');

export function RegisterPage() {
  const { referer } = route.useSearch();
  const countries = authRoute.useLoaderData();
  const navigate = useNavigate();
  // The answer's token opens the verification screens only; it is kept with them, never as the session.
  const onRegistered = (answer: RegisterAnswer) => {
    verificationStore.write(startVerification(answer));
    void navigate({ to: '/auth/verification' });
  };
  // The query cache is not mounted app-wide (the login screen does without it); this screen brings it.
  return (
    <QueryClientProvider client={queryClient}>
      <RegisterForm referer={referer} countries={countries} onRegistered={onRegistered} />
    </QueryClientProvider>
  );
}
