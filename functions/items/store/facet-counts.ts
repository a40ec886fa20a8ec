import { tableName } from '../../lib/db/client';
import { keys } from '../../lib/db/keys';
import type { GuardedItem } from '../../lib/db/transactions';
import { customFacets, facetsOf } from './indexes';
import type { ItemRecord } from './record';

/**
 * The facet counts an item change moves (counts and summed total prices per filter value, and the
 * company's totals): accumulated over the items of a change, written with it (functions/items/store/changes.ts).
 */

/**
 * What one change moves on one facet: its item count, the sum of its items' total prices (cents),
 * and how the value reads (the first spelling seen; custom facets also name their field).
 */
export interface FacetDelta {
  count: number;
  cents: number;
  label?: string;
  field?: string;
}

interface CountedFacet {
  label?: string;
  field?: string;
}

/** The facets (custom fields included) an item counts under, keyed `dimension\0value`. */
export function countedFacets(record: ItemRecord | null): Map<string, CountedFacet> {
  const counted = new Map<string, CountedFacet>();
  if (!record) return counted;
  const labels: Partial<Record<string, string | null>> = { brand: record.brand, model: record.model, type: record.type, object: record.objectTitle, location: record.locationTitle };
  for (const [dimension, value] of Object.entries(facetsOf(record))) {
    const label = labels[dimension]?.trim();
    counted.set(`${dimension}\u0000${value}`, label ? { label } : {});
  }
  for (const { field, value, facet } of customFacets(record.customs)) {
    counted.set(`custom\u0000${facet}`, value === null ? { field, label: field } : { field, label: record.customs[field]!.trim() });
  }
  return counted;
}

/** Replaces the entry rather than changing it: callers copy the map to try a move (bulk.ts), and copies share entries. */
function move(deltas: Map<string, FacetDelta>, key: string, count: number, cents: number, seen?: CountedFacet) {
  const delta = deltas.get(key) ?? { count: 0, cents: 0 };
  deltas.set(key, {
    ...delta,
    count: delta.count + count,
    cents: delta.cents + cents,
    ...(seen?.label && delta.label === undefined ? { label: seen.label } : {}),
    ...(seen?.field !== undefined ? { field: seen.field } : {}),
  });
}

/**
 * Adds the facet and company-total moves of one item's change (record null: a new item; next null:
 * deleted). A facet the item stays under moves only by the change of its total price, so a change
 * that keeps an item's facets and price writes no facet at all.
 */
export function accumulate(deltas: Map<string, FacetDelta>, totals: { cents: number; items: number }, record: ItemRecord | null, next: ItemRecord | null) {
  const old = countedFacets(record);
  const now = countedFacets(next);
  const [before, after] = [record?.totalCents ?? 0, next?.totalCents ?? 0];
  for (const key of old.keys()) if (!now.has(key)) move(deltas, key, -1, -before);
  for (const [key, seen] of now) {
    if (!old.has(key)) move(deltas, key, 1, after, seen);
    else if (after !== before) move(deltas, key, 0, after - before, seen);
  }
  totals.cents += after - before;
  if (!next) totals.items -= 1;
  if (!record) totals.items += 1;
}

/** The writes that move the facet counts and values by `deltas` (one per facet value). */
export function facetWrites(companyId: string, deltas: Map<string, FacetDelta>): GuardedItem[] {
  return [...deltas].flatMap(([key, delta]) => {
    if (delta.count === 0 && delta.cents === 0) return [];
    const [dimension, value] = key.split('\u0000') as [string, string];
    const names: Record<string, string> = { '#count': 'count' };
    const values: Record<string, unknown> = { ':delta': delta.count, ':cents': delta.cents };
    const sets: string[] = [];
    if (delta.label !== undefined) {
      names['#label'] = 'label';
      values[':label'] = delta.label;
      sets.push('#label = if_not_exists(#label, :label)');
    }
    if (delta.field !== undefined) {
      names['#field'] = 'field';
      values[':field'] = delta.field;
      sets.push('#field = :field');
    }
    return [
      {
        item: {
          Update: {
            TableName: tableName(),
            Key: keys.itemFacet(companyId, dimension, value),
            UpdateExpression: `ADD #count :delta, valueCents :cents${sets.length ? ` SET ${sets.join(', ')}` : ''}`,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          },
        },
      },
    ];
  });
}
