/**
 * What other domains may use of the users domain: reading a user, the signed-in user's answer, and
 * the transaction items that change a user's company membership. Everything else here is internal.
 */
export { currentHolder, getUser, joinAsOwner, newUser, setRoleIn, toCurrentUser, usersOfCompany, type AuthType, type UserRecord } from './store';
/** Whether a user is deactivated, refusing a session to one who is (sign-in), and the company's inactive users (the items list's filter). */
export { isInactive, refuseInactive } from './active';
export { inactiveUserIds } from './store';
/** Forgetting dead push tokens (the notifications worker). */
export { dropPushTokens } from './push-tokens';
