/**
 * What other domains may use of the auth domain: claims on e-mails and phones, one-time link
 * tokens for the links they mail, and the country list of the phone inputs.
 */
export { appLink } from './accounts';
export { claimEmail, claimPhone, moveEmailClaim, movePhoneClaim, releaseClaims } from './claims';
export { linkTokenItem, newLinkToken } from './link-tokens';
export { countries } from './countries';
