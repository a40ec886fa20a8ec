import { createRouter } from '@tanstack/react-router';
import { Preloader } from '../components/preloader';
import { loadQueryClient } from '../lib/load-query-client';
import { paymentRoutes } from './payments';
import { privateRoutes } from './private';
import { publicRoutes } from './public';
import { rootRoute } from './root';

export const routeTree = rootRoute.addChildren([publicRoutes, privateRoutes, ...paymentRoutes]);

export function createAppRouter() {
  return createRouter({
    routeTree,
    context: { loadQueryClient },
    defaultPreload: 'intent',
    // Route data lives in the query cache; the router should always ask it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: Preloader,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
