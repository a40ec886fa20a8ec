import { roleGroups } from '../permissions';
import { codeParams } from '../schemas/items';
import { bulkMarkAnswer, bulkMarkBody, downloadCodeQuery, generateQuery, labelFileAnswer } from '../schemas/labels';
import type { DomainRoutes } from './route-def';

/** QR labels: their own function, since pdf-lib, fontkit and the font are heavy (docs/labels.md). */
export const labelsRoutes = [
  { method: 'GET', path: '/company/{company}/item/{code}/download-code', domain: 'labels', operation: 'downloadCode', auth: 'company', roles: roleGroups.members,
    summary: "The label of the item a code marks, as a PDF in the chosen format (`type`, Micro 3.5 x 3.5 cm on A4 by default): a short-lived link to it",
    params: codeParams, query: downloadCodeQuery, response: labelFileAnswer },
  { method: 'GET', path: '/company/{company}/generate', domain: 'labels', operation: 'generate', auth: 'company', roles: roleGroups.staff, feature: 'generator',
    summary: 'Reserves `count` new codes for the company (at most 1000) and prints them as labels: a short-lived link to the PDF, and the codes',
    query: generateQuery, response: labelFileAnswer },
  { method: 'PUT', path: '/company/{company}/item/mark/bulk', domain: 'labels', operation: 'bulkMark', auth: 'company', roles: roleGroups.members, feature: 'scan',
    summary: 'Marks items with printed codes, pair by pair (as PUT /item/{id}/mark), with a result per pair', body: bulkMarkBody, response: bulkMarkAnswer },
] as const satisfies DomainRoutes<'labels'>;
