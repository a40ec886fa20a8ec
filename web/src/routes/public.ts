import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { tokenStorage } from '../lib/storage';
import { rootRoute } from './root';

/** A signed-in user opening login or register is sent home. */
function redirectSignedIn() {
  if (tokenStorage.has()) throw redirect({ to: '/' });
}

const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

export const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'auth',
  component: lazyRouteComponent(() => import('../features/auth/components/auth-layout'), 'AuthLayout'),
});

const authIndexRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/auth/login' });
  },
});

export const loginRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'login',
  beforeLoad: redirectSignedIn,
  component: lazyRouteComponent(() => import('./pages/login-page'), 'LoginPage'),
});

export const registerRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'register',
  validateSearch: (search: Record<string, unknown>): { referer?: string } => ({ referer: optionalString(search.referer) }),
  beforeLoad: redirectSignedIn,
  component: lazyRouteComponent(() => import('./pages/register-page'), 'RegisterPage'),
});

export const approveRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'approve',
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: optionalString(search.token) }),
  beforeLoad: ({ search }) => {
    if (!search.token || tokenStorage.has()) throw redirect({ to: '/' });
  },
  component: lazyRouteComponent(() => import('./pages/approve-page'), 'ApprovePage'),
});

export const publicRoutes = authRoute.addChildren([authIndexRoute, loginRoute, registerRoute, approveRoute]);
