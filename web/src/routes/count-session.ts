import type { QueryClient } from '@tanstack/react-query';
import { roleGroups } from '../../../shared/permissions';
import { planHas, plans } from '../../../shared/plans';
import type { Company } from '../../../shared/schemas/company';
import { displayName, type CurrentUser } from '../../../shared/schemas/users';
import { currentUserQuery } from '../features/auth/api/current-user';
import { myCompanyQuery } from '../features/company/api/my-company';
import { keepSession, keptSession, type CountSession } from '../features/stocktaking/count/count-db';
import { apiRequest, isApiError } from '../lib/api-client';
import { tokenStorage } from '../lib/storage';

/** The user a session token names (its `sub`), read without checking it: the API checks it on every call. */
export function tokenUserId(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}

/** The same cache entries the shell uses, asked for without the "server unreachable" page on a network failure. */
const quietUserQuery = { ...currentUserQuery, queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<CurrentUser>('GET', '/users/me', { signal, offlineQuiet: true }) };
const quietCompanyQuery = {
  ...myCompanyQuery,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Company | null> => {
    try {
      return await apiRequest<Company>('GET', '/company/my', { signal, offlineQuiet: true });
    } catch (error) {
      if (isApiError(error, 'CompanyNotFound')) return null;
      throw error;
    }
  },
};

/**
 * Who counts, for the count screen: from the API when it answers (and saved on the device), else
 * the copy saved the last time this user opened it online, so that the screen opens offline. Null
 * when there is neither (never opened online on this device) or the user has no company.
 */
export async function resolveCountSession(queryClient: QueryClient): Promise<CountSession | null> {
  if (navigator.onLine !== false) {
    try {
      const user = await queryClient.ensureQueryData(quietUserQuery);
      const mayCount = (roleGroups.staff as readonly string[]).includes(user.role);
      const company = mayCount ? await queryClient.ensureQueryData(quietCompanyQuery) : null;
      if (!user.company) return null;
      const session: CountSession = {
        userId: user._id,
        name: displayName(user),
        role: user.role,
        companyId: company?._id ?? user.company,
        allowed: company ? planHas(plans[company.effectivePlan], 'stocktaking') : false,
        savedAt: new Date().toISOString(),
      };
      await keepSession(session).catch(() => undefined);
      return session;
    } catch (error) {
      if (!isApiError(error, 'NetworkError')) throw error;
    }
  }
  const userId = tokenUserId(tokenStorage.get());
  return userId ? ((await keptSession(userId).catch(() => undefined)) ?? null) : null;
}
