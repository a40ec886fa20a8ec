import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { currentUserQuery } from '../features/auth/api/current-user';
import { myCompanyQuery } from '../features/company/api/my-company';
import { itemsSearch } from '../features/items/items-search';
import { stocktakingSearch } from '../features/stocktaking/stocktaking-search';
import { requestsSearch } from '../features/requests/requests-search';
import { canOpenPath } from '../features/shell/menu';
import { Preloader } from '../components/preloader';
import { tokenStorage } from '../lib/storage';
import { rootRoute } from './root';
import { returnPath } from './return-path';
import { pageSearch, usersSearch } from './search';

/**
 * The signed-in area. Without a stored token every page here sends to login; with one, the current
 * user is fetched before anything renders (a preloader shows meanwhile), and root-only pages send
 * anyone but root and admin to /items.
 */
export const privateRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_auth',
  beforeLoad: async ({ context, location }) => {
    // A signed-out visitor (a phone camera on a label, a link in an e-mail) comes back here after login.
    if (!tokenStorage.has()) throw redirect({ to: '/auth/login', search: { next: returnPath(location.href) } });
    const queryClient = await context.loadQueryClient();
    const user = await queryClient.ensureQueryData(currentUserQuery);
    if (!canOpenPath(location.pathname, user.role)) throw redirect({ to: '/items' });
    return { user, queryClient };
  },
  loader: async ({ context, location }) => {
    // Spec: role user does not load company data; it only sees a stub.
    if (context.user.role === 'user') return;
    const company = await context.queryClient.ensureQueryData(myCompanyQuery);
    // A company locked for non-payment answers nothing but payment calls: its pages give way to the plan page.
    if (company?.locked && location.pathname !== '/settings/payment') throw redirect({ to: '/payment', search: { expired: true } });
  },
  pendingComponent: Preloader,
  pendingMs: 0,
  pendingMinMs: 200,
  component: lazyRouteComponent(() => import('./pages/private-layout'), 'PrivateLayout'),
});

const homeRoute = createRoute({
  getParentRoute: () => privateRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/items' });
  },
});

const itemsRoute = createRoute({
  getParentRoute: () => privateRoute,
  path: 'items',
  validateSearch: itemsSearch,
  component: lazyRouteComponent(() => import('./pages/company-pages').then((pages) => pages.companyPages.items()), 'ItemsRoutePage'),
});

const itemCreateRoute = createRoute({
  getParentRoute: () => privateRoute,
  path: 'items/create',
  component: lazyRouteComponent(() => import('./pages/company-pages').then((pages) => pages.companyPages.itemCreate()), 'ItemCreateRoutePage'),
});

const dataFilesRoute = createRoute({
  getParentRoute: () => privateRoute,
  path: 'items/datafiles',
  component: lazyRouteComponent(() => import('./pages/company-pages').then((pages) => pages.companyPages.dataFiles()), 'DataFilesRoutePage'),
});

const itemDetailRoute = createRoute({
  getParentRoute: () => privateRoute,
  path: 'items/$id',
  component: lazyRouteComponent(() => import('./pages/company-pages').then((pages) => pages.companyPages.itemDetail()), 'ItemDetailRoutePage'),
});

/** Where a printed label's QR code lands (docs/labels.md). */
const codeRoute = createRoute({
  getParentRoute: () => privateRoute,
  path: 'q/$code',
  component: lazyRouteComponent(() => import('./pages/company-pages').then((pages) => pages.companyPages.code()), 'CodeRoutePage'),
});

const usersRoute = createRoute({
  getParentRoute: () => privateRoute,
  path: 'users',
  validateSearch: usersSearch,
  component: lazyRouteComponent(() => import('./pages/company-pages').then((pages) => pages.companyPages.users()), 'UsersRoutePage'),
});

const userCreateRoute = createRoute({
  getParentRoute: () => privateRoute,
  path: 'users/create',
  component: lazyRouteComponent(() => import('./pages/company-pages').then((pages) => pages.companyPages.userCreate()), 'UserCreateRoutePage'),
});

const userCardRoute = createRoute({
  getParentRoute: () => privateRoute,
  path: 'users/$id',
  loader: ({ context, params }) =>
    import('./pages/company-pages')
      .then((pages) => pages.companyPages.userDetail())
      .then(({ userDetailQuery }) => context.queryClient.ensureQueryData(userDetailQuery(context.user.company ?? '', params.id))),
  component: lazyRouteComponent(() => import('./pages/company-pages').then((pages) => pages.companyPages.userCard()), 'UserCardRoutePage'),
});

const locationsRoute = createRoute({
  getParentRoute: () => privateRoute,
  path: 'locations',
  validateSearch: pageSearch,
  component: lazyRouteComponent(() => import('./pages/company-pages').then((pages) => pages.companyPages.locations()), 'LocationsRoutePage'),
});

const stocktakingRoute = createRoute({
  getParentRoute: () => privateRoute,
  path: 'stocktaking',
  validateSearch: stocktakingSearch,
  component: lazyRouteComponent(() => import('./pages/company-pages').then((pages) => pages.companyPages.stocktaking()), 'StocktakingRoutePage'),
});

const stocktakingDetailRoute = createRoute({
  getParentRoute: () => privateRoute,
  path: 'stocktaking/$id',
  component: lazyRouteComponent(
    () => import('./pages/company-pages').then((pages) => pages.companyPages.stocktakingDetail()),
    'StocktakingDetailRoutePage',
  ),
});

const requestsRoute = createRoute({
  getParentRoute: () => privateRoute,
  path: 'requests',
  validateSearch: requestsSearch,
  component: lazyRouteComponent(() => import('./pages/company-pages').then((pages) => pages.companyPages.requests()), 'RequestsRoutePage'),
});

const settingsRoute = createRoute({
  getParentRoute: () => privateRoute,
  path: 'settings',
  component: lazyRouteComponent(() => import('./pages/company-pages').then((pages) => pages.companyPages.settings()), 'SettingsRoutePage'),
});

/** Billing: the plan, the subscription and the payments (the plan page itself is full-screen, routes/payments.ts). */
const billingRoute = createRoute({
  getParentRoute: () => privateRoute,
  path: 'settings/payment',
  component: lazyRouteComponent(() => import('./pages/company-pages').then((pages) => pages.companyPages.billing()), 'BillingPage'),
});

/** Analytics: the charts library loads with this page only. */
const analyticsRoute = createRoute({
  getParentRoute: () => privateRoute,
  path: 'analytics',
  component: lazyRouteComponent(() => import('./pages/company-pages').then((pages) => pages.companyPages.analytics()), 'AnalyticsRoutePage'),
});

export const privateRoutes = privateRoute.addChildren([
  homeRoute,
  itemsRoute,
  itemCreateRoute,
  dataFilesRoute,
  itemDetailRoute,
  codeRoute,
  analyticsRoute,
  usersRoute,
  userCreateRoute,
  userCardRoute,
  stocktakingRoute,
  stocktakingDetailRoute,
  locationsRoute,
  requestsRoute,
  settingsRoute,
  billingRoute,
]);
