import type { Role } from '../../shared/roles';
import { tokenManagers } from '../../shared/routes/integration';
import type { TokenSuspension } from '../../shared/schemas/integration';

/**
 * Whom an access token follows (issue 27): its maker. That is its creator until root takes it over,
 * then that root. A token works only while its maker is a user of the token's company whose role
 * may manage tokens (the token routes' roles); otherwise it is suspended, and every call with it
 * answers 401 until root takes it over or someone revokes it. The check reads the maker's profile on
 * every call, as a session reads its user's: nothing is written to the token when a user is
 * removed or demoted, and giving the role back makes the token work again.
 */

/**
 * The user a token follows: whoever took it over, else its creator. Every token record names its
 * creator (since tokens exist); one that did not would follow the company's `owner`.
 */
export function makerOf(token: { createdBy?: string; takenOverBy?: string }, owner: string): string {
  return token.takenOverBy || token.createdBy || owner;
}

/** What of the maker's profile decides: their company and role (null: no such user any more). */
export interface MakerStanding {
  company: string | null;
  role: Role;
  /** Set while the maker is deactivated (issue 28): their tokens are suspended until reactivation. */
  inactiveSince?: string;
}

/** Why a token of `companyId` whose maker stands so is suspended; null while it works. */
export function suspensionOf(maker: MakerStanding | null, companyId: string): TokenSuspension | null {
  if (!maker || maker.company !== companyId) return 'maker_removed';
  if (maker.inactiveSince) return 'maker_inactive';
  return (tokenManagers as readonly Role[]).includes(maker.role) ? null : 'maker_role';
}
