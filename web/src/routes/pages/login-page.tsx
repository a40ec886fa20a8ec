import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { currentUserQuery } from '../../features/auth/api/current-user';
import type { SessionAnswer } from '../../features/auth/api/login';
import { LoginForm } from '../../features/auth/components/login-form';
import { loadQueryClient } from '../../lib/load-query-client';
import { tokenStorage } from '../../lib/storage';

export function LoginPage() {
  const navigate = useNavigate();
  const router = useRouter();
  const { next } = useSearch({ from: '/auth/login' });
  // While the sign-in call runs (checking the password takes about half a second), the code of the
  // signed-in area and of the page it leads to loads; the routes' loaders then start their data at once.
  const preloadSignedIn = () => {
    void loadQueryClient().catch(() => undefined);
    const [routes] = router.getMatchedRoutes(new URL(next ?? '/items', window.location.origin).pathname);
    for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
  };
  const signIn = async (answer: SessionAnswer) => {
    // The query cache loads only now: the signed-out screens do not carry react-query.
    const queryClient = await loadQueryClient();
    queryClient.clear();
    tokenStorage.set(answer.token);
    queryClient.setQueryData(currentUserQuery.queryKey, answer.user);
    void (next ? navigate({ href: next }) : navigate({ to: '/' }));
  };
  return <LoginForm onSignedIn={signIn} onSigningIn={preloadSignedIn} />;
}
