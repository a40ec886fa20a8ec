/**
 * What other domains may use of the users domain: reading a user, the signed-in user's answer, and
 * the transaction items that change a user's company membership. Everything else here is internal.
 */
export { currentHolder, getUser, joinAsOwner, newUser, setRoleIn, toCurrentUser, usersOfCompany, type AuthType, type UserRecord } from './store';
/** Forgetting dead push tokens (the notifications worker). */
export { dropPushTokens } from './push-tokens';
