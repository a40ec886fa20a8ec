import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { currentUserQuery } from '../../features/auth/api/current-user';
import type { SessionAnswer } from '../../features/auth/api/login';
import { LoginForm } from '../../features/auth/components/login-form';
import { tokenStorage } from '../../lib/storage';

export function LoginPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signIn = (answer: SessionAnswer) => {
    queryClient.clear();
    tokenStorage.set(answer.token);
    queryClient.setQueryData(currentUserQuery.queryKey, answer.user);
    void navigate({ to: '/' });
  };
  return <LoginForm onSignedIn={signIn} />;
}
