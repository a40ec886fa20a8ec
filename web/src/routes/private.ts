import type { QueryClient } from '@tanstack/react-query';
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { currentUserQuery } from '../features/auth/api/current-user';
import { myCompanyQuery } from '../features/company/api/my-company';
import { itemsSearch } from '../features/items/items-search';
import { stocktakingSearch } from '../features/stocktaking/stocktaking-search';
import { requestsSearch } from '../features/requests/requests-search';
import { bookingsSearch } from '../features/bookings/bookings-search';
import { maintenanceSearch } from '../features/maintenance/maintenance-search';
import { canOpenPath } from '../features/shell/menu';
import { Preloader } from '../components/preloader';
import { tokenStorage } from '../lib/storage';
import { rootRoute } from './root';
import { returnPath } from './return-path';
import type { PageQueries } from './page-queries';
import { pageSearch, usersSearch } from './search';

/**
 * Route loaders start a page's data queries while the page's code loads, instead of after it has
 * rendered: they only start them (the pages read the same queries, in-flight or cached, and show
 * their own loading and error states), so a navigation never waits for them. The queries come in the
 * chunk of the query cache, loaded by the signed-in area's beforeLoad; the user's company comes with
 * the user, and a user without one (or role user, who sees a stub) gets no company page.
 */
interface SignedIn {
  queryClient: QueryClient;
  queries: PageQueries;
  user: { role: string; company: string | null };
}

function prefetch(context: SignedIn, start: (queryClient: QueryClient, company: string, queries: PageQueries) => Promise<void>): void {
  const company = context.user.company;
  if (company && context.user.role !== 'user') void start(context.queryClient, company, context.queries);
}

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
    const [queryClient, queries] = await Promise.all([context.loadQueryClient(), import('./page-queries').then((module) => module.pageQueries)]);
    const user = await queryClient.ensureQueryData(currentUserQuery);
    if (!canOpenPath(location.pathname, user.role)) throw redirect({ to: '/items' });
    return { user, queryClient, queries };
  },
  loader: async ({ context, location }) => {
    // The bell's unread count, shown on every signed-in page (features/notifications).
    if (context.user.company) void context.queryClient.prefetchQuery(context.queries.unreadCount());
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
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context, (client, company, queries) => client.prefetchQuery(queries.itemsList(company, deps))),
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
  loader: ({ context, params }) => prefetch(context, (client, company, queries) => client.prefetchQuery(queries.itemDetail(company, params.id))),
  component: lazyRouteComponent(() => import('./pages/company-pages').then((pages) => pages.companyPages.itemDetail()), 'ItemDetailRoutePage'),
});

/**
 * A label's code no item of the member's company has yet: the offer to bind it (docs/labels.md). The
 * label's own address, /q/<code>, is public (routes/found.ts) and leads here for members.
 */
const codeRoute = createRoute({
  getParentRoute: () => privateRoute,
  path: 'q/$code/bind',
  component: lazyRouteComponent(() => import('./pages/company-pages').then((pages) => pages.companyPages.code()), 'CodeRoutePage'),
});

const usersRoute = createRoute({
  getParentRoute: () => privateRoute,
  path: 'users',
  validateSearch: usersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context, (client, company, queries) => client.prefetchQuery(queries.usersList(company, deps))),
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
  loaderDeps: ({ search }) => search,
  // Only on a plan with stocktaking: the page asks nothing otherwise (the company is in the cache or on its way).
  loader: async ({ context, deps }) => {
    const company = await context.queryClient.ensureQueryData(myCompanyQuery).catch(() => null);
    if (company && context.queries.stocktakingAllowed(company)) {
      prefetch(context, (client, id, queries) => client.prefetchQuery(queries.stocktakingList(id, deps)));
    }
  },
  component: lazyRouteComponent(() => import('./pages/company-pages').then((pages) => pages.companyPages.stocktaking()), 'StocktakingRoutePage'),
});

const stocktakingDetailRoute = createRoute({
  getParentRoute: () => privateRoute,
  path: 'stocktaking/$id',
  loader: ({ context, params }) => prefetch(context, (client, company, queries) => client.prefetchQuery(queries.stocktakingDetail(company, params.id))),
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

/** Bookings (issue 29): the company's for managers, everyone's own. */
const bookingsRoute = createRoute({
  getParentRoute: () => privateRoute,
  path: 'bookings',
  validateSearch: bookingsSearch,
  component: lazyRouteComponent(() => import('./pages/company-pages').then((pages) => pages.companyPages.bookings()), 'BookingsRoutePage'),
});

/** Maintenance plans (issue 28): the company's plans by due date. */
const maintenanceRoute = createRoute({
  getParentRoute: () => privateRoute,
  path: 'maintenance',
  validateSearch: maintenanceSearch,
  component: lazyRouteComponent(() => import('./pages/company-pages').then((pages) => pages.companyPages.maintenance()), 'MaintenanceRoutePage'),
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
  bookingsRoute,
  maintenanceRoute,
]);
