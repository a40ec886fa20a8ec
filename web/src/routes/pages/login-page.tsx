import { useNavigate, useSearch } from '@tanstack/react-router';
import { currentUserQuery } from '../../features/auth/api/current-user';
import type { SessionAnswer } from '../../features/auth/api/login';
import { LoginForm } from '../../features/auth/components/login-form';
import { loadQueryClient } from '../../lib/load-query-client';
import { tokenStorage } from '../../lib/storage';

export function LoginPage() {
  const navigate = useNavigate();
  const { next } = useSearch({ from: '/auth/login' });
  const signIn = async (answer: SessionAnswer) => {
    // The query cache loads only now: the signed-out screens do not carry react-query.
    const queryClient = await loadQueryClient();
    queryClient.clear();
    tokenStorage.set(answer.token);
    queryClient.setQueryData(currentUserQuery.queryKey, answer.user);
    void (next ? navigate({ href: next }) : navigate({ to: '/' }));
  };
  return <LoginForm onSignedIn={signIn} />;
}
