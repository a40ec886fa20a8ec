import { createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { Preloader } from '../components/preloader';
import { onApiUnreachable } from '../lib/api-client';
import { loadQueryClient } from '../lib/load-query-client';
import { countRoute } from './count';
import { foundRoute } from './found';
import { paymentRoutes } from './payments';
import { privateRoutes } from './private';
import { publicRoutes } from './public';
import { rootRoute } from './root';

/** Spec: the maintenance page, public (it must show whoever is signed in, and when nothing answers). */
export const maintenancePath = '/error/network';

const maintenanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: maintenancePath,
  component: lazyRouteComponent(() => import('./route-states'), 'MaintenancePage'),
});

export const routeTree = rootRoute.addChildren([publicRoutes, privateRoutes, ...paymentRoutes, countRoute, foundRoute, maintenanceRoute]);

export function createAppRouter() {
  const router = createRouter({
    routeTree,
    context: { loadQueryClient },
    defaultPreload: 'intent',
    // Route data lives in the query cache; the router should always ask it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: Preloader,
    scrollRestoration: true,
  });
  // A call that cannot reach the API at all (not an error answer) shows the maintenance page.
  onApiUnreachable(() => {
    if (router.state.location.pathname !== maintenancePath) void router.navigate({ to: maintenancePath });
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
