import { statusAllows } from '../../shared/item-rules';
import type { Item } from '../../shared/schemas/items';
import { bindBatchPairsMax, type BindBatchAnswer, type BindBatchInput } from '../../shared/schemas/item-bulk';
import type { LabelBatch } from '../../shared/schemas/labels';
import { importedItemRange } from '../imports/public';
import { itemsOfSelection, markItems, type JobSelection } from '../items/public';
import { AppError } from '../lib/http/errors';
import type { Tenant } from '../lib/http/session';
import { batchById, freeCodesOf, recentBatches } from './store';

/*
 * Binding a sheet of generated labels in order (docs/labels.md): a person sticks the labels of a
 * generated batch on items in the order of a list, then binds code 1 to item 1, code 2 to item 2 and
 * so on. Codes already on an item and items that already have a code are passed over, so the same
 * call, repeated, goes on where the last one stopped.
 */

/** Selected items read at most per call looking for ones without a code (a filter of coded items is not walked to its end). */
const itemsReadMax = 5_000;

export async function labelBatches(tenant: Tenant): Promise<{ data: LabelBatch[] }> {
  const batches = await recentBatches(tenant.companyId);
  return {
    data: batches.map((batch) => ({
      _id: batch._id,
      createdAt: batch.createdAt,
      format: batch.format,
      count: batch.codes.length,
    })),
  };
}

/** Items of the selection that can take a code, in its order: up to `wanted` (and one more, to tell whether more are left). */
async function itemsToBind(companyId: string, selection: JobSelection, wanted: number) {
  const found: Item[] = [];
  let passedOver = 0;
  let read = 0;
  for await (const items of itemsOfSelection(companyId, selection)) {
    for (const item of items) {
      read += 1;
      if (statusAllows('mark', item)) found.push(item);
      else passedOver += 1;
      if (found.length > wanted || read >= itemsReadMax) return { found, passedOver, exhausted: false };
    }
  }
  return { found, passedOver, exhausted: true };
}

/** Pairs the batch's free codes with the selection's items without a code, in order, and binds them unless it is a preview. */
export async function bindBatch(tenant: Tenant, input: BindBatchInput): Promise<BindBatchAnswer> {
  const batch = await batchById(tenant.companyId, input.batch);
  if (!batch) throw new AppError('NotFound');
  const selection: JobSelection = 'import' in input.selection ? { range: await importedItemRange(tenant.companyId, input.selection.import) } : input.selection;
  const codes = await freeCodesOf(batch);
  const wanted = Math.min(codes.length, bindBatchPairsMax);
  const { found, passedOver, exhausted } = await itemsToBind(tenant.companyId, selection, wanted);
  const pairs = found.slice(0, wanted).map((item, index) => ({ code: codes[index]!, id: item._id, title: item.title }));
  const answer = {
    freeCodes: codes.length,
    itemsWithoutCode: found.length,
    itemsWithCode: passedOver,
    more: codes.length > pairs.length && (found.length > pairs.length || !exhausted),
  };
  if (input.preview) return { pairs, ...answer };

  const marked = await markItems(tenant, pairs);
  const results = pairs.map((pair, index) => ({ ...pair, ok: marked[index]!.ok, ...(marked[index]!.error ? { error: marked[index]!.error } : {}) }));
  return { pairs: results, ...answer };
}
