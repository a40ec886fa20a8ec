import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '../../shared/i18n/languages';
import type { Role } from '../../shared/roles';
import type { CurrentUser } from '../../shared/schemas/users';
import { db, tableName } from '../lib/db/client';
import { keys, type Key } from '../lib/db/keys';

export type AuthType = 'password' | 'google';

/** A user as stored (PK USER#<id>, SK PROFILE). */
export interface UserRecord extends Key {
  usersByCompanyPk?: string;
  usersByCompanySk?: string;
  entity: 'user';
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  countryCode: string | null;
  image: string | null;
  passwordHash: string | null;
  authType: AuthType;
  role: Role;
  company: string | null;
  email_approved: boolean;
  phone_approved: boolean;
  language: Language;
  referer: string | null;
  /** Set when an admin last texted the user the app links. */
  lastSmsSentTime?: string;
  /** Web push tokens of the user's browsers, newest first. */
  pushTokens?: string[];
  createdAt: string;
  updatedAt: string;
}

export async function getUser(userId: string): Promise<UserRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(userId), ConsistentRead: true }));
  return (answer.Item as UserRecord | undefined) ?? null;
}

export function toCurrentUser(user: UserRecord): CurrentUser {
  return {
    _id: user._id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    image: user.image,
    phone: user.phone,
    role: user.role,
    company: user.company,
    email_approved: user.email_approved,
    phone_approved: user.phone_approved,
    language: user.language,
    createdAt: user.createdAt,
  };
}
