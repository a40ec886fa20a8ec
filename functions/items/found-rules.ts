import type { FoundAnswer, FoundMessageInput } from '../../shared/schemas/found';
import type { RaiseInput } from '../lib/notifications/raise';

/*
 * The rules of a label's public page (docs/found-items.md), kept pure: what a stranger is shown, and
 * the notification a finder's message raises.
 */

/** The item behind a label code, as far as the public may know it; null for a code no company's item carries. */
export interface FoundItem {
  companyId: string;
  companyName: string;
  companyOwner: string;
  itemId: string;
  title: string;
}

/**
 * What anyone is shown: the company's name, the item's title and the code, and nothing else. An
 * unknown code answers the same three fields, the names empty: the same shape, status and form.
 */
export function publicView(code: string, found: FoundItem | null): FoundAnswer {
  return { code, company: found?.companyName ?? '', title: found?.title ?? '' };
}

/**
 * The notification a finder's message raises: to the company's root and admins, from nobody (the
 * finder is no user), opening the item. Each message is its own raise (`raiseId`), so two messages
 * notify twice and a redelivered job once.
 */
export function foundNotification(found: FoundItem, code: string, input: FoundMessageInput, raiseId: string): RaiseInput {
  return {
    companyId: found.companyId,
    requestedBy: found.companyOwner,
    jobId: `item-found-${raiseId}`,
    type: 'item_found',
    recipients: { users: [], roles: ['root', 'admin'] },
    actorId: null,
    link: `/items/${found.itemId}`,
    params: { title: found.title, code, message: input.message, ...(input.contact ? { contact: input.contact } : {}) },
  };
}
