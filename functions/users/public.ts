/**
 * What other domains may use of the users domain: reading a user, the signed-in user's answer, and
 * the transaction items that change a user's company membership. Everything else here is internal.
 */
export { currentHolder, getUser, joinAsOwner, setRoleIn, toCurrentUser, type AuthType, type UserRecord } from './store';
