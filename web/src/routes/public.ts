import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { loadCountries } from '../lib/countries';
import { returnPath } from './return-path';
import { Preloader } from '../components/preloader';
import { tokenStorage, verificationStorage } from '../lib/storage';
import { rootRoute } from './root';

/** Spec: a signed-in user opening login, register, password recovery or finish pages is sent home. */
function redirectSignedIn() {
  if (tokenStorage.has()) throw redirect({ to: '/' });
}

const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const tokenSearch = (search: Record<string, unknown>): { token?: string } => ({ token: optionalString(search.token) });

export const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'auth',
  // Spec: every auth screen waits for the country list and the visitor's country before its form. The
  // page preloads the call and main.tsx asks for it at once (lib/countries.ts), so it is usually in
  // before the code has run.
  loader: () => loadCountries(),
  // The list does not change while the page lives; moving between auth screens must not ask again.
  staleTime: Infinity,
  // The preloader shows only when the list or the screen's code is still on its way after 100 ms, and
  // then stays 200 ms rather than flash: shown at once, it held every first visit's form back 200 ms.
  pendingComponent: Preloader,
  pendingMs: 100,
  pendingMinMs: 200,
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
  validateSearch: (search: Record<string, unknown>): { next?: string } => ({ next: returnPath(search.next) }),
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

/** After sign-up; without the stored register answer there is nothing to verify. */
export const verificationRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'verification',
  beforeLoad: () => {
    if (!verificationStorage.get()) throw redirect({ to: '/auth/login' });
  },
  component: lazyRouteComponent(() => import('./pages/verification-page'), 'VerificationPage'),
});

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'forgot_password',
  beforeLoad: redirectSignedIn,
  component: lazyRouteComponent(() => import('./pages/forgot-password-page'), 'ForgotPasswordPage'),
});

/** The e-mailed reset link. */
export const resetPasswordRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'reset_password',
  validateSearch: tokenSearch,
  beforeLoad: redirectSignedIn,
  component: lazyRouteComponent(() => import('./pages/reset-password-page'), 'ResetPasswordPage'),
});

/** The invitation link: an invited user sets a password. */
export const finishRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'finish',
  validateSearch: tokenSearch,
  beforeLoad: redirectSignedIn,
  component: lazyRouteComponent(() => import('./pages/finish-page'), 'FinishPage'),
});

export const approveRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'approve',
  validateSearch: tokenSearch,
  beforeLoad: ({ search }) => {
    if (!search.token || tokenStorage.has()) throw redirect({ to: '/' });
  },
  component: lazyRouteComponent(() => import('./pages/approve-page'), 'ApprovePage'),
});

/** A signed-in user whose company requires a second factor of their role adds one here before anything else. */
export const secondFactorRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'second_factor',
  beforeLoad: () => {
    if (!tokenStorage.has()) throw redirect({ to: '/auth/login' });
  },
  component: lazyRouteComponent(() => import('./pages/second-factor-page'), 'SecondFactorPage'),
});

export const publicRoutes = authRoute.addChildren([
  authIndexRoute,
  loginRoute,
  registerRoute,
  verificationRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  finishRoute,
  approveRoute,
  secondFactorRoute,
]);
