/**
 * What other domains use of the notifications domain itself: the address a notification's e-mail
 * goes to. Raising a notification is only queuing a job (functions/lib/notifications/raise.ts).
 */
export { notificationMailAddress } from './mail-address';
