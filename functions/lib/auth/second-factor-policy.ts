import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../../shared/roles';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';
import { AppError } from '../http/errors';
import type { Session } from './sessions';

/**
 * The company's second-factor policy (docs/security.md, "Second factor"): root names roles whose
 * users must have a second factor (`settings.secondFactorRoles` on the company, the company domain's
 * record). Checked on every private call of a user without a factor; a user with one, or without a
 * company, costs nothing. A container remembers a company's roles for policyTrustMs, so a change
 * reaches other containers within that time (the container that made it at once).
 */
export const policyTrustMs = 30_000;
const rememberedAtMost = 5_000;
const remembered = new Map<string, { roles: readonly Role[]; until: number }>();

/** Forgets what this container remembers of a company's policy (it was just changed here). */
export function forgetSecondFactorPolicy(companyId: string): void {
  remembered.delete(companyId);
}

async function requiredRoles(companyId: string): Promise<readonly Role[]> {
  const now = Date.now();
  const known = remembered.get(companyId);
  if (known && known.until > now) return known.roles;
  const roles = await readRequiredRoles(companyId);
  if (remembered.size >= rememberedAtMost) remembered.clear();
  remembered.set(companyId, { roles, until: now + policyTrustMs });
  return roles;
}

async function readRequiredRoles(companyId: string): Promise<readonly Role[]> {
  const answer = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.company(companyId),
      ConsistentRead: true,
      ProjectionExpression: '#settings.#roles',
      ExpressionAttributeNames: { '#settings': 'settings', '#roles': 'secondFactorRoles' },
    }),
  );
  return (answer.Item?.settings?.secondFactorRoles as Role[] | undefined) ?? [];
}

/** SecondFactorEnrolmentRequired when the caller's company requires a second factor of their role and they have none. */
export async function requireSecondFactorIfPolicy(session: Session): Promise<void> {
  if (session.hasSecondFactor || !session.companyId) return;
  if ((await requiredRoles(session.companyId)).includes(session.role)) throw new AppError('SecondFactorEnrolmentRequired');
}
