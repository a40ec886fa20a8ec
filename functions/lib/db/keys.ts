/**
 * Every DynamoDB key of the single table is built here; services never concatenate keys.
 * Access patterns and the index serving each are listed in docs/data-model.md.
 */
export interface Key {
  pk: string;
  sk: string;
}

const profile = 'PROFILE';
const claim = 'CLAIM';

/** Unique values are claimed under their normalised form. */
export function normalizeTitle(title: string): string {
  return title.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export const keys = {
  user: (userId: string): Key => ({ pk: `USER#${userId}`, sk: profile }),
  emailClaim: (email: string): Key => ({ pk: `EMAIL#${email}`, sk: claim }),
  phoneClaim: (e164: string): Key => ({ pk: `PHONE#${e164}`, sk: claim }),
  company: (companyId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: profile }),
  companyTitleClaim: (title: string): Key => ({ pk: `COMPANY_TITLE#${normalizeTitle(title)}`, sk: claim }),
  /** A signed-in session of a user (revocable token). */
  session: (userId: string, sessionId: string): Key => ({ pk: `USER#${userId}`, sk: `SESSION#${sessionId}` }),
  /** A numeric code sent by SMS, one per user and purpose. */
  code: (userId: string, purpose: string): Key => ({ pk: `USER#${userId}`, sk: `CODE#${purpose}` }),
  /** At most one action per window: e.g. one password reset request a minute per account. */
  rateSlot: (action: string, subject: string): Key => ({ pk: `RATE#${action}#${subject}`, sk: 'SLOT' }),
  /** Failed sign-ins of an account or a client address within one window. */
  failures: (scope: string, subject: string, windowStart: number): Key => ({
    pk: `FAILURES#${scope}#${subject}`,
    sk: `WINDOW#${windowStart}`,
  }),
  /** One-time tokens are stored under the SHA-256 of the token, never the token itself. */
  oneTimeToken: (tokenHash: string): Key => ({ pk: `TOKEN#${tokenHash}`, sk: 'TOKEN' }),
};

/** GSI usersByCompany: a company's users, oldest first. */
export function usersByCompanyKey(companyId: string, createdAt: string, userId: string) {
  return { usersByCompanyPk: `COMPANY#${companyId}`, usersByCompanySk: `${createdAt}#${userId}` };
}

/** Epoch seconds for the table's TTL attribute. */
export function ttlAt(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
