import { foundAnswer, foundCodeParams, foundMessageAnswer, foundMessageBody } from '../schemas/found';
import type { DomainRoutes } from './route-def';

/**
 * The page a printed label's QR code opens for anyone (docs/found-items.md): served by the items
 * function, with no token. Throttled per client address, and the message also per code.
 */
export const foundRoutes = [
  { method: 'GET', path: '/found/{code}', domain: 'items', operation: 'foundItem', auth: 'public',
    summary: "What a label's page shows anyone: the company's name, the item's title and the code; an unknown code answers the same fields, empty",
    params: foundCodeParams, response: foundAnswer },
  { method: 'POST', path: '/found/{code}', domain: 'items', operation: 'reportFound', auth: 'public',
    summary: "Tells the company's root and admins that someone found the item (a message and an optional contact); an unknown code answers the same and notifies nobody",
    params: foundCodeParams, body: foundMessageBody, response: foundMessageAnswer },
] as const satisfies DomainRoutes<'items'>;
