import { okAnswer } from '../schemas/common';
import { createUserBody, deleteUserQuery, editUserBody, listUsersQuery, userIdParams, usersPage } from '../schemas/company-users';
import { itemTransactionsPage, itemTransactionsQuery, transfersAnswer } from '../schemas/item-history';
import { companyUserSchema, currentUserSchema } from '../schemas/users';
import { roleGroups } from '../permissions';
import type { DomainRoutes } from './route-def';

export const usersRoutes = [
  { method: 'GET', path: '/users/me', domain: 'users', operation: 'me', auth: 'session', beforeSecondFactor: true,
    summary: 'The current user', response: currentUserSchema },
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
  { method: 'POST', path: '/company/{company}/user/{id}/deactivate', domain: 'users', operation: 'deactivate', auth: 'company', roles: roleGroups.panelAdmins,
    summary: 'Deactivates a user: no sign-in (UserInactive), their sessions and access tokens stop at once, no notifications; they keep their items and history and free their seat of the plan (docs/inactive-users.md). Not the owner, not oneself, not a role the caller may not assign',
    params: userIdParams, response: companyUserSchema },
  { method: 'POST', path: '/company/{company}/user/{id}/reactivate', domain: 'users', operation: 'reactivate', auth: 'company', roles: roleGroups.panelAdmins,
    summary: 'Reactivates a deactivated user: they may sign in again (old sessions stay ended); takes a seat of the plan (UserLimitExceeded when none is free)',
    params: userIdParams, response: companyUserSchema },
  { method: 'POST', path: '/company/{company}/user/{id}/send_sms', domain: 'users', operation: 'sendSms', auth: 'company', roles: roleGroups.panelAdmins,
    summary: 'Texts the user the mobile app links and how to sign in; one message in 10 minutes', params: userIdParams, response: okAnswer },
] as const satisfies DomainRoutes<'users'>;
