import type { TourStepId } from './tour-machine';

/**
 * What each step points at: the first visible element a selector finds (a page's `data-tour`
 * attribute first, then its test id); none, such as a menu folded into the phone's drawer, shows the
 * step in the middle of the screen.
 */
export const tourAnchors: Record<TourStepId, readonly string[]> = {
  list: ['[data-tour="items-list"]', '[data-testid="items-table"]'],
  add: ['[data-tour="items-add"]', '[data-testid="items-create"]'],
  card: ['[data-tour="item-card"]', '[data-testid="item-detail"]'],
  code: ['[data-tour="item-code"]', '[data-testid="qr-label-open"]'],
  operations: ['[data-tour="item-actions"]', '[data-testid="item-actions"]'],
  filters: ['[data-tour="items-filters"]', '[data-testid="items-search"]'],
  datafiles: ['[data-tour="items-datafiles"]', '[data-testid="items-import"]'],
  team: ['[data-tour="menu-team"]', '[data-testid="side-menu"] [data-testid="menu-users"]'],
  finish: [],
};

/** The element that shows a page is ready for its steps. */
export const pageReadyAnchors = { list: '[data-testid="items-page"]', item: '[data-testid="item-detail"]' } as const;

const visible = (element: Element) => element.getClientRects().length > 0;

export function findAnchor(step: TourStepId): Element | undefined {
  for (const selector of tourAnchors[step]) {
    const found = [...document.querySelectorAll(selector)].find(visible);
    if (found) return found;
  }
  return undefined;
}
