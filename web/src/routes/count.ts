import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { Preloader } from '../components/preloader';
import { tokenStorage } from '../lib/storage';
import { returnPath } from './return-path';
import { rootRoute } from './root';

/**
 * The count screen: full-screen, outside the shell, so that it opens with no network (the shell
 * asks the API for the user and the company before anything renders). Signing in is required; who
 * counts comes from the API when it answers and from the device's copy when it does not
 * (count-session.ts, docs/stocktaking.md "Counting from the web").
 */
export const countRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'stocktaking/$id/count',
  beforeLoad: async ({ context, location }) => {
    if (!tokenStorage.has()) throw redirect({ to: '/auth/login', search: { next: returnPath(location.href) } });
    const [queryClient, { resolveCountSession }] = await Promise.all([context.loadQueryClient(), import('./count-session')]);
    return { countSession: await resolveCountSession(queryClient) };
  },
  pendingComponent: Preloader,
  pendingMs: 0,
  pendingMinMs: 200,
  component: lazyRouteComponent(() => import('./pages/count-page'), 'CountRoutePage'),
});
