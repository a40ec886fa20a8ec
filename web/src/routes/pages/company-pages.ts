/**
 * The company's pages (items, users, locations, settings, stocktaking), reached through this one module: the initial
 * route then lists only this module's chunk for preloading, and the pages' own chunk lists live here.
 */
export const companyPages = {
  users: () => import('./users-page'),
  userCreate: () => import('./user-create-page'),
  userCard: () => import('./user-card-page'),
  userDetail: () => import('../../features/users/api/user-detail'),
  locations: () => import('./locations-page'),
  settings: () => import('./settings-page'),
  items: () => import('./items-page'),
  itemCreate: () => import('./item-create-page'),
  itemDetail: () => import('./item-detail-page'),
  code: () => import('./code-page'),
  dataFiles: () => import('./datafiles-page'),
  stocktaking: () => import('./stocktaking-page'),
  stocktakingDetail: () => import('./stocktaking-detail-page'),
  billing: () => import('../../features/payments/components/billing-page'),
  requests: () => import('./requests-page'),
  analytics: () => import('./analytics-page'),
  bookings: () => import('./bookings-page'),
  maintenance: () => import('./maintenance-page'),
};
