import type { Session } from '../auth/sessions';
import { AppError } from './errors';
import type { ApiRequest } from './middlewares';

/** The verified session of a private route (the authenticate middleware has already refused anything else). */
export function sessionOf(request: ApiRequest<unknown, unknown>): Session {
  if (!request.session) throw new AppError('Unauthorized');
  return request.session;
}

/** The caller of a route that needs a company: the session with its company (the tenant). */
export type Tenant = Session & { companyId: string };

/** Who changes a company's data: a caller, or a worker acting for the user who asked for the job. */
export type Actor = Pick<Tenant, 'companyId' | 'userId'>;

/** The verified session of a route that needs a company, with its tenant. */
export function tenantOf(request: ApiRequest<unknown, unknown>): Tenant {
  const session = sessionOf(request);
  if (!session.companyId) throw new AppError('CompanyNotFound');
  return { ...session, companyId: session.companyId };
}
