import type * as z from 'zod';
import type { PlanFeature } from '../plans';
import type { Role } from '../roles';

/*
 * What a route is, without any route: a domain function imports this and its own domain's routes
 * (shared/routes/<domain>.ts), so it bundles only its own schemas; shared/routes/index.ts combines
 * the domains into the one table the API stack, the local gateway, the OpenAPI document and tests read.
 */

/** Everything under this prefix is the API; CloudFront forwards it to the HTTP API unchanged. */
export const apiBasePath = '/api/v1';

/** One Lambda per domain; each has `functions/<domain>/handler.ts`. */
export const domains = ['meta', 'auth', 'factors', 'users', 'company', 'locations', 'items', 'labels', 'imports', 'stocktaking', 'notifications', 'payments', 'requests', 'integration', 'maintenance', 'bookings'] as const;
export type Domain = (typeof domains)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * public: no token. session: a valid session token. company: a session whose token carries a company;
 * a `{company}` path parameter must equal it. integration: an access token (`Bearer abk_...`, docs/integration.md)
 * acting as its company's owner; only these routes take one, and they take nothing else.
 */
export type AuthKind = 'public' | 'session' | 'company' | 'integration';

export interface RouteDef {
  method: HttpMethod;
  /** Path below apiBasePath, with `{param}` segments as API Gateway writes them. */
  path: string;
  domain: Domain;
  /** Names the service operation in the domain's handler and the OpenAPI operationId. */
  operation: string;
  auth: AuthKind;
  summary: string;
  /** Roles allowed; absent means every role the auth kind admits. */
  roles?: readonly Role[];
  /** Plan feature the call needs. */
  feature?: PlanFeature;
  /**
   * Answers even while the company is locked for non-payment (its paid period ended): payment and
   * the shell's reads. Every other company route answers SubscriptionExpired then (docs/payments.md).
   */
  lockedAccess?: boolean;
  /**
   * Answers a user whose company requires a second factor of their role and who has none yet: the
   * second factor's enrolment, sign-out and the user's own profile. Every other private route answers
   * SecondFactorEnrolmentRequired to them (docs/security.md, "Second factor").
   */
  beforeSecondFactor?: boolean;
  /** The body may also come form-encoded (application/x-www-form-urlencoded), as a payment provider posts it. */
  acceptsForm?: boolean;
  query?: z.ZodType;
  /** Path parameters beyond the tenant's, validated like the query. */
  params?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  /** Success status when not 200. */
  status?: number;
  /** The success answer's media type when it is not JSON (a calendar feed: text/calendar). */
  contentType?: string;
  /** Worked examples the OpenAPI document shows integrators (request body and success answer). */
  examples?: { request?: unknown; response?: unknown };
}

/** The routes of one domain; each names that domain. */
export type DomainRoutes<D extends Domain> = readonly (RouteDef & { domain: D })[];

/** The API Gateway route key, e.g. `POST /api/v1/auth/login`. */
export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${apiBasePath}${route.path}`;
}
