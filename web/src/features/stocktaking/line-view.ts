import type { StocktakingLine } from '../../../../shared/schemas/stocktaking';

/** "Warehouse › Shelf 3", or only the object, or nothing. */
export function placeOf(line: Pick<StocktakingLine, 'object' | 'location'>): string | null {
  const parts = [line.object?.title, line.location?.title].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' › ') : null;
}

/** A stable key and test id for a line: the item's id, or the unknown code it was scanned with. */
export const lineKeyOf = (line: Pick<StocktakingLine, 'item' | 'code' | 'title'>): string => line.item ?? `code:${line.code ?? line.title}`;

/** What names a line for people and tests: the item's title, or the unknown code that was scanned. */
export const lineNameOf = (line: Pick<StocktakingLine, 'item' | 'code' | 'title'>): string => (line.item ? line.title : (line.code ?? line.title));
