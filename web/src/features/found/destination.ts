import type { FoundAnswer } from '../../../../shared/schemas/found';

/** Where a label's address (`/q/<code>`) leads (docs/found-items.md). */
export type CodeDestination = { kind: 'item'; id: string } | { kind: 'bind' } | { kind: 'public' };

/**
 * `member`: the signed-in user's own company's lookup of the code (null when nobody is signed in, or
 * the user has no company or only the stub role). A member's item opens; a code no company's item
 * carries offers the member to bind it (a generated label just stuck on); anything else, including
 * another company's item, is the public page.
 */
export function codeDestination(member: { itemId: string | null } | null, answer: FoundAnswer | null): CodeDestination {
  if (member?.itemId) return { kind: 'item', id: member.itemId };
  if (member && answer && answer.company === '') return { kind: 'bind' };
  return { kind: 'public' };
}

/** An unknown code looks like a known one: its name and title fall back to neutral words, never "not found". */
export function shownNames(answer: FoundAnswer, fallback: { company: string; title: string }): { company: string; title: string } {
  return { company: answer.company || fallback.company, title: answer.title || fallback.title };
}
