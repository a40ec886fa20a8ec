/**
 * Paging by cursor: the cursors of the pages opened so far, the first page's being none. Next adds the
 * answer's `next`; Previous drops the last one; a change of filters starts again from the first page.
 */
export type CursorTrail = readonly (string | undefined)[];

export const firstPage: CursorTrail = [undefined];

export const currentCursor = (trail: CursorTrail): string | undefined => trail[trail.length - 1];

export const nextPage = (trail: CursorTrail, next: string | null | undefined): CursorTrail => (next ? [...trail, next] : trail);

export const previousPage = (trail: CursorTrail): CursorTrail => (trail.length > 1 ? trail.slice(0, -1) : trail);
