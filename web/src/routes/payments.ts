import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { menuAccess } from '../../../shared/permissions';
import { Preloader } from '../components/preloader';
import { currentUserQuery } from '../features/auth/api/current-user';
import { tokenStorage } from '../lib/storage';
import { returnPath } from './return-path';
import { rootRoute } from './root';

/**
 * The payment screens: full-screen, outside the shell (platform.md section 2). Signing in is
 * required; the plan page itself tells a role that may not buy so, instead of sending it away.
 */
const paymentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'payment',
  beforeLoad: async ({ context, location }) => {
    if (!tokenStorage.has()) throw redirect({ to: '/auth/login', search: { next: returnPath(location.href) } });
    const queryClient = await context.loadQueryClient();
    const user = await queryClient.ensureQueryData(currentUserQuery);
    return { user };
  },
  pendingComponent: Preloader,
  pendingMs: 0,
  pendingMinMs: 200,
  component: lazyRouteComponent(() => import('../features/payments/components/payment-layout'), 'PaymentLayout'),
});

const paymentIndexRoute = createRoute({
  getParentRoute: () => paymentRoute,
  path: '/',
  // The app sends a user of a company locked for non-payment here with ?expired=1.
  validateSearch: (search: Record<string, unknown>): { expired?: boolean } =>
    search.expired === 1 || search.expired === '1' || search.expired === true ? { expired: true } : {},
  component: lazyRouteComponent(() => import('../features/payments/components/payment-page'), 'PaymentPage'),
});

/** Where the provider's page returns the browser (through POST /payment/return). */
const paymentSuccessRoute = createRoute({
  getParentRoute: () => paymentRoute,
  path: 'success',
  beforeLoad: ({ context }) => {
    if (!menuAccess.payment_tariff.includes(context.user.role)) throw redirect({ to: '/items' });
  },
  component: lazyRouteComponent(() => import('../features/payments/components/payment-success-page'), 'PaymentSuccessPage'),
});

/** The public offer a buyer accepts; public. */
const offerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'offer',
  component: lazyRouteComponent(() => import('../features/payments/components/public-offer-page'), 'PublicOfferPage'),
});

export const paymentRoutes = [paymentRoute.addChildren([paymentIndexRoute, paymentSuccessRoute]), offerRoute] as const;
