import type { z } from 'zod';
import type { PlanFeature } from './plans';
import type { Role } from './roles';
import {
  acceptAnswer,
  availabilityAnswer,
  changePasswordBody,
  checkEmailQuery,
  checkPasswordBody,
  checkPhoneQuery,
  countriesAnswer,
  finishBody,
  forgotAnswer,
  forgotBody,
  googleBody,
  invitationAnswer,
  loginBody,
  okAnswer,
  pushTokenBody,
  registerAnswer,
  registerBody,
  resetPasswordBody,
  sendSmsBody,
  sentAnswer,
  sessionAnswer,
  tokenQuery,
  verificationTokenParams,
  verifyPhoneAnswer,
  verifyPhoneBody,
} from './schemas/auth';
import {
  changeOwnerBody,
  companyIdParams,
  companySchema,
  companySettingsSchema,
  createCompanyAnswer,
  createCompanyBody,
  sendAppLinksBody,
  statsAnswer,
  supportBody,
  updateCompanyBody,
  updateSettingsBody,
} from './schemas/company';
import { createUserBody, deleteUserQuery, editUserBody, listUsersQuery, userIdParams, usersPage } from './schemas/company-users';
import {
  createObjectBody,
  deleteObjectQuery,
  editObjectBody,
  listLocationsQuery,
  locationsPage,
  objectIdParams,
  objectSchema,
} from './schemas/locations';
import {
  countersAnswer,
  createItemAnswer,
  createItemBody,
  addLocationBody,
  banBody,
  codeParams,
  deleteItemsBody,
  markBody,
  mergeBody,
  mountBody,
  separateBody,
  moveAnswer,
  moveBody,
  transferIdParams,
  transfersAnswer,
  editItemBody,
  itemIdParams,
  itemsAnswer,
  repairBackBody,
  repairBody,
  itemSchema,
  itemsPage,
  itemTransactionsPage,
  itemTransactionsQuery,
  lastOperationsQuery,
  listItemsQuery,
} from './schemas/items';
import { companyUserSchema, currentUserSchema } from './schemas/users';
import { roleGroups } from './permissions';

/** Everything under this prefix is the API; CloudFront forwards it to the HTTP API unchanged. */
export const apiBasePath = '/api/v1';

/** One Lambda per domain; each has `functions/<domain>/handler.ts`. */
export const domains = ['meta', 'auth', 'users', 'company', 'locations', 'items'] as const;
export type Domain = (typeof domains)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * public: no token. session: a valid session token. company: a session whose token carries a company;
 * a `{company}` path parameter must equal it.
 */
export type AuthKind = 'public' | 'session' | 'company';

export interface RouteDef {
  method: HttpMethod;
  /** Path below apiBasePath, with `{param}` segments as API Gateway writes them. */
  path: string;
  domain: Domain;
  /** Names the service operation in the domain's handler and the OpenAPI operationId. */
  operation: string;
  auth: AuthKind;
  summary: string;
  /** Roles allowed; absent means every role the auth kind admits. */
  roles?: readonly Role[];
  /** Plan feature the call needs. */
  feature?: PlanFeature;
  query?: z.ZodType;
  /** Path parameters beyond the tenant's, validated like the query. */
  params?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  /** Success status when not 200. */
  status?: number;
}

export const routes = [
  { method: 'GET', path: '/openapi.json', domain: 'meta', operation: 'openapi', auth: 'public', summary: 'This OpenAPI 3.1 document' },

  { method: 'POST', path: '/auth/register', domain: 'auth', operation: 'register', auth: 'public', status: 201,
    summary: 'Sign up; sends the e-mail confirmation link', body: registerBody, response: registerAnswer },
  { method: 'GET', path: '/auth/checkEmail', domain: 'auth', operation: 'checkEmail', auth: 'public',
    summary: 'Whether an e-mail is free to register', query: checkEmailQuery, response: availabilityAnswer },
  { method: 'GET', path: '/auth/checkPhone', domain: 'auth', operation: 'checkPhone', auth: 'public',
    summary: 'Whether a phone is free to register', query: checkPhoneQuery, response: availabilityAnswer },
  { method: 'GET', path: '/auth/accept', domain: 'auth', operation: 'acceptEmail', auth: 'public',
    summary: 'Confirms an e-mail with the token from the confirmation link', query: tokenQuery, response: acceptAnswer },
  { method: 'POST', path: '/auth/login', domain: 'auth', operation: 'login', auth: 'public',
    summary: 'Signs in with an e-mail, or a phone starting with +, and a password', body: loginBody, response: sessionAnswer },
  { method: 'POST', path: '/auth/logout', domain: 'auth', operation: 'logout', auth: 'session',
    summary: 'Ends this session: its token stops working', response: okAnswer },
  { method: 'GET', path: '/auth/countries', domain: 'auth', operation: 'countries', auth: 'public',
    summary: "The country list with calling codes and the caller's country (geo-IP, UA when unknown)", response: countriesAnswer },
  { method: 'POST', path: '/auth/forgot', domain: 'auth', operation: 'forgot', auth: 'public',
    summary: 'Sends a one-time reset link by e-mail, or a code by SMS for a phone (+); once a minute per account',
    body: forgotBody, response: forgotAnswer },
  { method: 'POST', path: '/auth/reset', domain: 'auth', operation: 'resetPassword', auth: 'public',
    summary: 'Sets a new password with the reset link token, or with the phone and the SMS code; ends every session',
    body: resetPasswordBody, response: okAnswer },
  { method: 'POST', path: '/auth/{token}/send_email', domain: 'auth', operation: 'resendConfirmation', auth: 'public',
    summary: 'Sends the e-mail confirmation link again (token: the one register answers); once a minute',
    params: verificationTokenParams, response: sentAnswer },
  { method: 'POST', path: '/auth/email/resend', domain: 'auth', operation: 'resendConfirmationToMe', auth: 'session',
    summary: "Sends the confirmation link to the signed-in user's unconfirmed e-mail (the shell's alert bar)", response: sentAnswer },
  { method: 'POST', path: '/auth/send_sms', domain: 'auth', operation: 'sendSms', auth: 'public',
    summary: 'Sets the phone of the registering user and sends it a 5-digit code; again after 60 s', body: sendSmsBody, response: sentAnswer },
  { method: 'POST', path: '/auth/verify/phone', domain: 'auth', operation: 'verifyPhone', auth: 'public',
    summary: 'Confirms the phone with the code from the SMS; a bounded number of wrong attempts', body: verifyPhoneBody, response: verifyPhoneAnswer },
  { method: 'GET', path: '/auth/checkToken', domain: 'auth', operation: 'checkInvitation', auth: 'public',
    summary: 'The invited user of an invitation link', query: tokenQuery, response: invitationAnswer },
  { method: 'POST', path: '/auth/finish', domain: 'auth', operation: 'finishInvitation', auth: 'public',
    summary: 'An invited user sets a password; the invitation link works once', query: tokenQuery, body: finishBody, response: okAnswer },
  { method: 'POST', path: '/auth/check/password', domain: 'auth', operation: 'checkPassword', auth: 'session',
    summary: "Checks the current user's password", body: checkPasswordBody, response: okAnswer },
  { method: 'PATCH', path: '/auth/change/password', domain: 'auth', operation: 'changePassword', auth: 'session',
    summary: 'Changes the password; every other session ends; answers a new token for this one', body: changePasswordBody, response: sessionAnswer },
  { method: 'POST', path: '/auth/google', domain: 'auth', operation: 'google', auth: 'public',
    summary: 'Signs in with a Google ID token of a known e-mail', body: googleBody, response: sessionAnswer },
  { method: 'PATCH', path: '/auth/web/firebase', domain: 'auth', operation: 'savePushToken', auth: 'session',
    summary: "Stores the browser's push token for the current user", body: pushTokenBody, response: okAnswer },

  { method: 'GET', path: '/users/me', domain: 'users', operation: 'me', auth: 'session',
    summary: 'The current user', response: currentUserSchema },

  { method: 'GET', path: '/company/my', domain: 'company', operation: 'my', auth: 'company',
    summary: "The current user's company", response: companySchema },
  { method: 'PUT', path: '/company/{company}', domain: 'company', operation: 'update', auth: 'company', roles: roleGroups.panelAdmins,
    summary: 'Changes the title or description; the title stays unique', body: updateCompanyBody, response: companySchema },
  { method: 'GET', path: '/company/{id}/settings', domain: 'company', operation: 'settings', auth: 'company', roles: roleGroups.members,
    summary: 'Company settings', params: companyIdParams, response: companySettingsSchema },
  { method: 'PUT', path: '/company/{id}/settings', domain: 'company', operation: 'updateSettings', auth: 'company', roles: roleGroups.panelAdmins,
    summary: 'Changes company settings (sections of item creation, confirmation mode, currency)',
    params: companyIdParams, body: updateSettingsBody, response: companySettingsSchema },
  { method: 'PUT', path: '/company/{id}/change/owner', domain: 'company', operation: 'changeOwner', auth: 'company', roles: roleGroups.owner,
    summary: 'Hands the company to another of its users; the old owner becomes an admin and gets a new token',
    params: companyIdParams, body: changeOwnerBody, response: createCompanyAnswer },
  { method: 'GET', path: '/company/{id}/stats', domain: 'company', operation: 'stats', auth: 'company', roles: roleGroups.members,
    summary: 'Counts and limits for the shell: users, items, total price, plan; the country list', params: companyIdParams, response: statsAnswer },
  { method: 'POST', path: '/company/send-app-links', domain: 'company', operation: 'sendAppLinks', auth: 'company',
    summary: 'Texts the mobile app links to a phone; one message in 10 minutes', body: sendAppLinksBody, response: okAnswer },
  { method: 'POST', path: '/company/{company}/support', domain: 'company', operation: 'support', auth: 'company',
    summary: 'Sends a message to support; one message in 10 minutes', body: supportBody, response: okAnswer },

  { method: 'GET', path: '/company/{company}/user', domain: 'users', operation: 'list', auth: 'company', roles: roleGroups.staff,
    summary: 'Users of the company, oldest first, 10 a page', query: listUsersQuery, response: usersPage },
  { method: 'GET', path: '/company/{company}/user/{id}/detailed', domain: 'users', operation: 'detail', auth: 'company', roles: roleGroups.staff,
    summary: 'One user of the company', params: userIdParams, response: companyUserSchema },
  { method: 'GET', path: '/company/{company}/user/{id}/transactions', domain: 'users', operation: 'transactions', auth: 'company', roles: roleGroups.staff,
    summary: 'What the user did to items, newest first, 10 a page', params: userIdParams, query: itemTransactionsQuery, response: itemTransactionsPage },
  { method: 'GET', path: '/company/{company}/user/{id}/transfers', domain: 'users', operation: 'transfers', auth: 'company', roles: roleGroups.staff,
    summary: 'Transfers the user sent or received, newest first', params: userIdParams, response: transfersAnswer },
  { method: 'POST', path: '/company/{company}/user', domain: 'users', operation: 'create', auth: 'company', roles: roleGroups.panelAdmins, status: 201,
    summary: 'Creates a user with a role and mails the invitation link (/auth/finish); within the plan user limit',
    body: createUserBody, response: companyUserSchema },
  { method: 'PUT', path: '/company/{company}/user/{id}/edit', domain: 'users', operation: 'edit', auth: 'company', roles: roleGroups.panelAdmins,
    summary: 'Changes a user of the company', params: userIdParams, body: editUserBody, response: companyUserSchema },
  { method: 'DELETE', path: '/company/{company}/user/{id}', domain: 'users', operation: 'remove', auth: 'company', roles: roleGroups.panelAdmins,
    summary: "Deletes a user; everything they are responsible for passes to `responsible`", params: userIdParams, query: deleteUserQuery, response: okAnswer },
  { method: 'POST', path: '/company/{company}/user/{id}/send_sms', domain: 'users', operation: 'sendSms', auth: 'company', roles: roleGroups.panelAdmins,
    summary: 'Texts the user the mobile app links and how to sign in; one message in 10 minutes', params: userIdParams, response: okAnswer },

  { method: 'GET', path: '/company/{company}/item', domain: 'items', operation: 'list', auth: 'company', roles: roleGroups.members,
    summary: 'A page of items (10 by default) under one sort and the spec filters, with the total', query: listItemsQuery, response: itemsPage },
  { method: 'GET', path: '/company/{company}/item/counters', domain: 'items', operation: 'counters', auth: 'company', roles: roleGroups.members,
    summary: 'Item count, decommissioned, in service, total price', response: countersAnswer },
  { method: 'GET', path: '/company/{company}/item/operations', domain: 'items', operation: 'lastOperations', auth: 'company', roles: roleGroups.members,
    summary: "The dashboard's last operations across the company's items, newest first", query: lastOperationsQuery, response: itemTransactionsPage },
  { method: 'GET', path: '/company/{company}/item/{id}/detailed', domain: 'items', operation: 'detail', auth: 'company', roles: roleGroups.members,
    summary: 'One item', params: itemIdParams, response: itemSchema },
  { method: 'PUT', path: '/company/{company}/item/{id}/repair', domain: 'items', operation: 'repair', auth: 'company', roles: roleGroups.staff,
    feature: 'service', summary: "Sends an item to service (the service's title, the reason, its location)", params: itemIdParams, body: repairBody, response: itemSchema },
  { method: 'PUT', path: '/company/{company}/item/repair/back', domain: 'items', operation: 'repairBack', auth: 'company', roles: roleGroups.staff,
    feature: 'service', summary: 'Returns items from service to a person; all or none', body: repairBackBody, response: itemsAnswer },
  { method: 'PUT', path: '/company/{company}/item/{id}/ban', domain: 'items', operation: 'ban', auth: 'company', roles: roleGroups.staff,
    feature: 'ban', summary: 'Decommissions an item: closed to every operation afterwards', params: itemIdParams, body: banBody, response: itemSchema },
  { method: 'POST', path: '/company/{company}/item/delete', domain: 'items', operation: 'remove', auth: 'company', roles: roleGroups.panelAdmins,
    summary: 'Deletes items and their history for good; all or none', body: deleteItemsBody, response: okAnswer },
  { method: 'PUT', path: '/company/{company}/item/locations/add', domain: 'items', operation: 'place', auth: 'company', roles: roleGroups.staff,
    feature: 'objects', summary: 'Puts items in an object and one of its locations; all or none', body: addLocationBody, response: itemsAnswer },
  { method: 'PUT', path: '/company/{company}/item/{id}/mark', domain: 'items', operation: 'mark', auth: 'company', roles: roleGroups.members,
    feature: 'scan', summary: 'Marks an item with a QR, bar code or NFC code (unique in the company); the first marker becomes responsible',
    params: itemIdParams, body: markBody, response: itemSchema },
  { method: 'GET', path: '/company/{company}/item/code/{code}', domain: 'items', operation: 'byCode', auth: 'company', roles: roleGroups.members,
    feature: 'scan', summary: 'The item a scanned code marks (mobile apps)', params: codeParams, response: itemSchema },
  { method: 'POST', path: '/company/{company}/item/{id}/duplicate', domain: 'items', operation: 'duplicate', auth: 'company', roles: roleGroups.staff,
    status: 201, summary: 'A new item with the same fields, without code or history; within the plan item limit', params: itemIdParams, response: createItemAnswer },
  { method: 'PUT', path: '/company/{company}/item/move', domain: 'items', operation: 'move', auth: 'company', roles: roleGroups.staff,
    feature: 'transfer', summary: "Moves items to a person (and object): at once, or as a pending transfer when the company's confirmation mode is on",
    body: moveBody, response: moveAnswer },
  { method: 'PUT', path: '/company/{company}/item/mount', domain: 'items', operation: 'mount', auth: 'company', roles: roleGroups.staff,
    feature: 'equipment', summary: 'Mounts items on another item (equipment); all or none', body: mountBody, response: itemsAnswer },
  { method: 'PUT', path: '/company/{company}/item/unmount', domain: 'items', operation: 'unmount', auth: 'company', roles: roleGroups.staff,
    feature: 'equipment', summary: 'Takes items off the equipment they are mounted on; all or none', body: mountBody, response: itemsAnswer },
  { method: 'PUT', path: '/company/{company}/item/{id}/merge', domain: 'items', operation: 'merge', auth: 'company', roles: roleGroups.staff,
    summary: 'Merges a separated quantity back into its parent batch (`to`); refused for decommissioned or mounted items',
    params: itemIdParams, body: mergeBody, response: itemSchema },
  { method: 'POST', path: '/company/{company}/item/{id}/separate', domain: 'items', operation: 'separate', auth: 'company', roles: roleGroups.staff,
    status: 201, summary: 'Separates a quantity of a batch into a new item (mobile apps)', params: itemIdParams, body: separateBody, response: itemsAnswer },
  { method: 'GET', path: '/company/{company}/item/{id}/transfers', domain: 'items', operation: 'transfers', auth: 'company', roles: roleGroups.members,
    summary: 'The transfers an item took part in, newest first', params: itemIdParams, response: transfersAnswer },
  { method: 'PUT', path: '/company/{company}/transfer/{id}/accept', domain: 'items', operation: 'acceptTransfer', auth: 'company', roles: roleGroups.members,
    feature: 'transfer', summary: 'The recipient accepts a pending transfer: the items become theirs', params: transferIdParams, response: moveAnswer },
  { method: 'PUT', path: '/company/{company}/transfer/{id}/reject', domain: 'items', operation: 'rejectTransfer', auth: 'company', roles: roleGroups.members,
    feature: 'transfer', summary: 'The recipient rejects a pending transfer: the items go back as they were', params: transferIdParams, response: moveAnswer },
  { method: 'PUT', path: '/company/{company}/transfer/{id}/cancel', domain: 'items', operation: 'cancelTransfer', auth: 'company', roles: roleGroups.members,
    feature: 'transfer', summary: 'The sender cancels a pending transfer: the items go back as they were', params: transferIdParams, response: moveAnswer },
  { method: 'GET', path: '/company/{company}/item/{id}/transactions', domain: 'items', operation: 'transactions', auth: 'company', roles: roleGroups.members,
    summary: "The item's history, newest first, 10 a page", params: itemIdParams, query: itemTransactionsQuery, response: itemTransactionsPage },
  { method: 'POST', path: '/company/{company}/item', domain: 'items', operation: 'create', auth: 'company', roles: roleGroups.staff, status: 201,
    summary: 'Creates `count` identical items (price per unit, responsible person, object and location); within the plan item limit',
    body: createItemBody, response: createItemAnswer },
  { method: 'PUT', path: '/company/{company}/item/{id}/edit', domain: 'items', operation: 'edit', auth: 'company', roles: roleGroups.staff,
    summary: 'Edits the fields of an item; with `version`, refused (ConcurrentChange) if someone changed it since',
    params: itemIdParams, body: editItemBody, response: itemSchema },

  { method: 'GET', path: '/company/get/locations', domain: 'locations', operation: 'list', auth: 'company', roles: roleGroups.members,
    feature: 'objects', summary: 'Objects of the company with their locations, 5 a page', query: listLocationsQuery, response: locationsPage },
  { method: 'POST', path: '/company/get/locations', domain: 'locations', operation: 'create', auth: 'company', roles: roleGroups.panelAdmins,
    feature: 'objects', status: 201, summary: 'Creates an object with its locations', body: createObjectBody, response: objectSchema },
  { method: 'PUT', path: '/company/get/locations/{id}/edit', domain: 'locations', operation: 'edit', auth: 'company', roles: roleGroups.panelAdmins,
    feature: 'objects', summary: 'Renames an object and its locations; shouldUpdate carries the change to the items there',
    params: objectIdParams, body: editObjectBody, response: objectSchema },
  { method: 'DELETE', path: '/company/get/locations/{id}', domain: 'locations', operation: 'remove', auth: 'company', roles: roleGroups.panelAdmins,
    feature: 'objects', summary: 'Deletes an object; shouldUpdate clears it from the items there', params: objectIdParams, query: deleteObjectQuery, response: okAnswer },
  { method: 'POST', path: '/company', domain: 'company', operation: 'create', auth: 'session', status: 201,
    summary: 'Creates a company owned by the current user (Optimal free for 14 days, then Free)',
    body: createCompanyBody, response: createCompanyAnswer },
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];
export type OperationOf<D extends Domain> = Extract<Route, { domain: D }>['operation'];

/** The API Gateway route key, e.g. `POST /api/v1/auth/login`. */
export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${apiBasePath}${route.path}`;
}

export function routesOf(domain: Domain): readonly RouteDef[] {
  return (routes as readonly RouteDef[]).filter((route) => route.domain === domain);
}
