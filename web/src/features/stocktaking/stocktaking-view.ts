import type { LinePresence, LineResult, Stocktaking, StocktakingLine, StocktakingStatus } from '../../../../shared/schemas/stocktaking';
import type { Role } from '../../../../shared/roles';

/** Badge colours: a running stocktaking stands out, a finished one is quiet. */
export const statusPalette: Record<StocktakingStatus, string> = { pending: 'blue', completed: 'green' };

/** Surplus and lack both need a look; unexpected lines are warnings (FACTS 3.2, "Not on this audit" in warning colour). */
export const resultPalette: Record<LineResult, string> = { match: 'green', lack: 'red', surplus: 'orange' };
export const presencePalette: Record<LinePresence, string> = { found: 'green', missing: 'red', unexpected: 'orange' };

/** Rows of unexpected lines are tinted with the warning colour. */
export const isWarningLine = (line: Pick<StocktakingLine, 'presence'>): boolean => line.presence === 'unexpected';

/** Share of the expected items found, 0 to 1 (0 while nothing is expected). */
export function progressOf(counts: Pick<Stocktaking['counts'], 'expected' | 'found'>): number {
  if (counts.expected <= 0) return 0;
  return Math.min(1, Math.max(0, counts.found / counts.expected));
}

/** The names a scope was started with, for the list's scope column and the detail's header. */
export function targetNamesOf(stocktaking: Pick<Stocktaking, 'scope' | 'target'>): string[] {
  switch (stocktaking.scope.kind) {
    case 'company':
      return [];
    case 'places':
      return [...stocktaking.target.objects, ...stocktaking.target.locations].map((place) => place.title);
    case 'responsible':
      return stocktaking.target.responsible ? [stocktaking.target.responsible.name] : [];
  }
}

/** Start, from the panel: stockmen and up (the route's staff roles). */
export const mayStart = (role: Role): boolean => role === 'root' || role === 'admin' || role === 'stockman';
/** Count (the count screen's scans and undos): staff, the roles of the scans route. */
export const mayCount = mayStart;
/** Finish: staff; the server checks the rest. */
export const mayFinish = mayStart;
/** Delete: root and admin only (the route's panelAdmins). */
export const mayDelete = (role: Role): boolean => role === 'root' || role === 'admin';

/** How often a page asks again: the expected list being frozen, a running stocktaking's scans, a report being built. */
export const refetchMs = { preparing: 2_000, live: 5_000, report: 2_000 } as const;

/** Detail's refetch interval for its current state: every 2 s until ready, every 5 s while pending, never once completed. */
export function detailRefetchMs(stocktaking: Pick<Stocktaking, 'ready' | 'status'> | undefined): number | false {
  if (!stocktaking) return false;
  if (!stocktaking.ready) return refetchMs.preparing;
  return stocktaking.status === 'pending' ? refetchMs.live : false;
}
