/** Prose of the OpenAPI document: what integrators read beside the generated operations. */

/** One tag per domain (the operation's `tags`), in the order the document lists them. */
export const domainTags: Record<string, string> = {
  integration:
    'Access tokens (Settings -> Integration) and the integration API an accounting system (1C and the like) calls with one: items changed since a time, upsert by external id, quantities and prices, users, objects and locations.',
  items: 'Items: the list with filters and counters, detail, history, moves and mounts, service and decommission, photos, comments, reports.',
  labels: 'QR labels: a label PDF of an item, generating codes, marking items with codes.',
  imports: 'Uploading a spreadsheet of items and importing it.',
  stocktaking: 'Stocktakings: the expected items, scans, results and the report.',
  locations: 'Objects and the locations inside them.',
  users: "The company's people and roles.",
  company: 'The company, its settings, custom fields and support.',
  auth: 'Registration, sign-in, verification and passwords.',
  factors: 'The second factor (an authenticator app and recovery codes) and passkeys: adding them, and signing in with them.',
  notifications: 'Notifications and their settings.',
  payments: 'Plans, payments, invoices and the subscription.',
  requests: 'Sticker orders and their delivery.',
  maintenance: "Maintenance plans of items: the due list, an item's plans and log, recording a maintenance done.",
  bookings: 'Bookings of items for a person and a period: conflicts, check-out and check-in, and the calendar feed.',
  meta: 'This document.',
};

export const integratorsGuide = [
  'The API of Assetbook, the asset-accounting service. Every body and answer is JSON (UTF-8).',
  'An accounting system calls the integration API (tag `integration`, paths `/integration/v1/...`) with an access token in `Authorization: Bearer abk_...`; docs/integration.md walks through a 1C exchange step by step.',
  "The web and mobile apps call the rest with a session token; `{company}` in a path is the caller's company id.",
  'Send `Accept-Language` (uk, en, pl, ru) to get error messages in that language.',
].join('\n\n');

export function errorsInBrief(catalogue: Record<string, number>): string {
  const names = Object.entries(catalogue)
    .map(([name, status]) => `${name} ${status}`)
    .join(', ');
  return `Errors answer \`{ error, message, details? }\`: \`error\` is a stable name, \`message\` a text for people. A 429 carries \`Retry-After\` (seconds). Names and statuses: ${names}.`;
}
