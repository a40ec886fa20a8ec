import { roleGroups } from '../permissions';
import { codeParams } from '../schemas/items';
import { bulkMarkAnswer, bulkMarkBody, downloadCodeQuery, generateQuery, labelBatchesAnswer, labelFileAnswer } from '../schemas/labels';
import { bindBatchAnswer, bindBatchBody, bulkJobAnswer, bulkLabelsBody } from '../schemas/item-bulk';
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
  { method: 'POST', path: '/company/{company}/item/labels', domain: 'labels', operation: 'printSelection', auth: 'company', roles: roleGroups.members, feature: 'scan',
    summary: 'Labels for the ids of up to 100 items or every item a list query matches, in its order, in the chosen format; items without a code get a new one (marked, nobody made responsible). Up to 100 print at once, more as a job to poll (GET /item/bulk/{id}/state)',
    body: bulkLabelsBody, response: bulkJobAnswer },
  { method: 'GET', path: '/company/{company}/label-batches', domain: 'labels', operation: 'labelBatches', auth: 'company', roles: roleGroups.members, feature: 'scan',
    summary: 'The latest batches of generated labels (newest first, at most 20): when, in which format and how many codes (how many are still free, the bind-batch preview says)', response: labelBatchesAnswer },
  { method: 'POST', path: '/company/{company}/item/labels/bind-batch', domain: 'labels', operation: 'bindBatch', auth: 'company', roles: roleGroups.members, feature: 'scan',
    summary: "Binds a generated batch's free codes, in sheet order, to the selected items without a code, in the selection's order: up to 100 pairs a call, each marked as PUT /item/{id}/mark with its own result; `preview` answers the pairs without binding",
    body: bindBatchBody, response: bindBatchAnswer },
] as const satisfies DomainRoutes<'labels'>;
