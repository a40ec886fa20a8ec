import { analyticsRoutes } from './analytics';
import { authRoutes } from './auth';
import { bookingsRoutes } from './bookings';
import { companyRoutes } from './company';
import { factorsRoutes } from './factors';
import { foundRoutes } from './found';
import { importsRoutes } from './imports';
import { integrationRoutes } from './integration';
import { itemsRoutes } from './items';
import { labelsRoutes } from './labels';
import { locationsRoutes } from './locations';
import { maintenanceRoutes } from './maintenance';
import { metaRoutes } from './meta';
import { notificationsRoutes } from './notifications';
import { paymentsRoutes } from './payments';
import { photosRoutes } from './photos';
import { requestsRoutes } from './requests';
import { stocktakingRoutes } from './stocktaking';
import { usersRoutes } from './users';

export * from './route-def';

/** The route table: every route of every domain, domain by domain. */
export const routes = [...metaRoutes, ...authRoutes, ...factorsRoutes, ...usersRoutes, ...companyRoutes, ...locationsRoutes, ...itemsRoutes, ...labelsRoutes, ...photosRoutes, ...importsRoutes,
  ...stocktakingRoutes, ...notificationsRoutes, ...paymentsRoutes, ...requestsRoutes, ...analyticsRoutes, ...integrationRoutes, ...foundRoutes, ...maintenanceRoutes, ...bookingsRoutes] as const;

export type Route = (typeof routes)[number];
