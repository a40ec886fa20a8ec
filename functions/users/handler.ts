import { usersRoutes } from '../../shared/routes/users';
import { domainHandler } from '../lib/http/domain-handler';
import { sessionOf, tenantOf } from '../lib/http/session';
import * as activation from './activation';
import * as companyUsers from './company-users';
import * as users from './service';
import { userTransactions, userTransfers } from '../items/public';

export const handler = domainHandler(usersRoutes, {
  me: (request) => users.currentUser(sessionOf(request)),
  list: (request) => companyUsers.listUsers(tenantOf(request), request.query),
  detail: (request) => companyUsers.userDetail(tenantOf(request), request.params.id!),
  create: (request) => companyUsers.createUser(tenantOf(request), request.body, request.lang, request.log),
  edit: (request) => companyUsers.editUser(tenantOf(request), request.params.id!, request.body, request.log),
  remove: (request) => companyUsers.removeUser(tenantOf(request), request.params.id!, request.query.responsible),
  transactions: (request) => userTransactions(tenantOf(request), request.params.id!, request.query),
  transfers: (request) => userTransfers(tenantOf(request), request.params.id!),
  deactivate: (request) => activation.deactivateUser(tenantOf(request), request.params.id!, request.log),
  reactivate: (request) => activation.reactivateUser(tenantOf(request), request.params.id!),
  sendSms: (request) => companyUsers.sendUserSms(tenantOf(request), request.params.id!, request.lang),
});
