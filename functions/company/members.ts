import type { Language } from '../../shared/i18n/languages';
import type { Role } from '../../shared/roles';
import type { GuardedItem } from '../lib/db/transactions';
import type { Tenant } from '../lib/http/session';

/**
 * What the company's use cases need of other domains, handed in by the function's handler.ts (the
 * entry that wires domains together), so that the company domain imports neither users nor items:
 * those import the company domain (its plan, settings and counters), and the imports go one way.
 */

/** The part of a user's profile the company's use cases read. */
export interface Member {
  _id: string;
  company: string | null;
  language: Language;
  createdAt: string;
  /** Set while the user is deactivated (issue 28): the company cannot be handed to them. */
  inactiveSince?: string;
}

export interface CompanyNeighbours {
  /** The user's profile, read consistently (null: no such user). */
  getUser(userId: string): Promise<Member | null>;
  /** The write that makes the user the owner (root) of a new company, for the company's transaction. */
  joinAsOwner(user: Member, companyId: string, now: string): GuardedItem;
  /** The write that gives a user of the company another role, for the company's transaction. */
  setRoleIn(companyId: string, userId: string, role: Role, now: string): GuardedItem;
  /** The tour's test items of a new company (functions/items/tutorial.ts). */
  createTutorialItems(tenant: Tenant, language: Language): Promise<unknown>;
}
