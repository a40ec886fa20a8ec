import { okAnswer } from '../schemas/common';
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
  secondFactorPolicyBody,
  updateSettingsBody,
} from '../schemas/company';
import { roleGroups } from '../permissions';
import type { DomainRoutes } from './route-def';

export const companyRoutes = [
  { method: 'GET', path: '/company/my', domain: 'company', operation: 'my', auth: 'company', lockedAccess: true,
    summary: "The current user's company", response: companySchema },
  { method: 'PUT', path: '/company/{company}', domain: 'company', operation: 'update', auth: 'company', roles: roleGroups.panelAdmins,
    summary: 'Changes the title or description; the title stays unique', body: updateCompanyBody, response: companySchema },
  { method: 'GET', path: '/company/{id}/settings', domain: 'company', operation: 'settings', auth: 'company', roles: roleGroups.members, lockedAccess: true,
    summary: 'Company settings', params: companyIdParams, response: companySettingsSchema },
  { method: 'PUT', path: '/company/{id}/settings', domain: 'company', operation: 'updateSettings', auth: 'company', roles: roleGroups.panelAdmins,
    summary: 'Changes company settings (sections of item creation, confirmation mode, currency)',
    params: companyIdParams, body: updateSettingsBody, response: companySettingsSchema },
  { method: 'PUT', path: '/company/{id}/second-factor-policy', domain: 'company', operation: 'setSecondFactorPolicy', auth: 'company', roles: roleGroups.owner,
    summary: 'Sets the roles whose users must have a second factor; such a user without one reaches only its enrolment and sign-out until done',
    params: companyIdParams, body: secondFactorPolicyBody, response: companySettingsSchema },
  { method: 'PUT', path: '/company/{id}/change/owner', domain: 'company', operation: 'changeOwner', auth: 'company', roles: roleGroups.owner,
    summary: 'Hands the company to another of its users; the old owner becomes an admin and gets a new token',
    params: companyIdParams, body: changeOwnerBody, response: createCompanyAnswer },
  { method: 'GET', path: '/company/{id}/stats', domain: 'company', operation: 'stats', auth: 'company', roles: roleGroups.members, lockedAccess: true,
    summary: 'Counts and limits for the shell: users, items, total price, plan; the country list', params: companyIdParams, response: statsAnswer },
  { method: 'POST', path: '/company/send-app-links', domain: 'company', operation: 'sendAppLinks', auth: 'company',
    summary: 'Texts the mobile app links to a phone; one message in 10 minutes', body: sendAppLinksBody, response: okAnswer },
  { method: 'POST', path: '/company/{company}/support', domain: 'company', operation: 'support', auth: 'company', lockedAccess: true,
    summary: 'Sends a message to support; one message in 10 minutes', body: supportBody, response: okAnswer },
  { method: 'POST', path: '/company', domain: 'company', operation: 'create', auth: 'session', status: 201,
    summary: 'Creates a company owned by the current user (Optimal free for 14 days, then Free)',
    body: createCompanyBody, response: createCompanyAnswer },
] as const satisfies DomainRoutes<'company'>;
