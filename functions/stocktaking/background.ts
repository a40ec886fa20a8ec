import { expectedInStocktaking } from '../../shared/item-rules';
import type { Job } from '../../shared/jobs';
import type { StocktakingScope } from '../../shared/schemas/stocktaking';
import { itemsInCreationOrderAfter, type ItemsWhere } from '../items/public';
import { sendJob } from '../lib/adapters/queues';
import { stocktakingLineKey } from '../lib/db/keys';
import { lineOfItem } from './lines';
import { recount } from './recount';
import { purgeSome, writeLines } from './line-store';
import { getStocktaking, markReady, saveFreezeCheckpoint, type FreezeCheckpoint } from './store';

type StocktakingJobOf<K extends Job<'stocktaking'>['kind']> = Extract<Job<'stocktaking'>, { kind: K }>;

/**
 * A job stops taking new pages after this long and re-queues itself from its checkpoint, well
 * inside the worker's 300 s timeout (one page of 250 items takes well under a second).
 */
export const jobTimeBudgetMs = 200_000;
const itemsPerPage = 250;
const keysPerPurge = 1000;

/** The parts of a scope walked one after another: the company, each object, each location, or the person. */
export function freezeParts(scope: StocktakingScope): ItemsWhere[] {
  if (scope.kind === 'company') return [{ kind: 'company' }];
  if (scope.kind === 'responsible') return [{ kind: 'responsible', id: scope.responsible }];
  return [
    ...[...new Set(scope.objects)].map((id) => ({ kind: 'object' as const, id })),
    ...[...new Set(scope.locations)].map((id) => ({ kind: 'location' as const, id })),
  ];
}

/**
 * Writes the expected set: every item of the scope (written-off and inactive ones excepted) as a line with its
 * facts by value. Resumable: the record holds the part and the last item id written, saved after
 * each page; when the time budget runs out the job queues itself again. A job arriving after the
 * stocktaking is ready (a redelivery) does nothing; the expected count is kept in the checkpoint, so
 * a page written twice counts once.
 */
export async function freezeExpectedSet(job: StocktakingJobOf<'stocktaking.freeze'>, budgetMs = jobTimeBudgetMs): Promise<void> {
  const started = Date.now();
  const { companyId, stocktakingId } = job;
  const stocktaking = await getStocktaking(companyId, stocktakingId);
  if (!stocktaking || stocktaking.ready) return;
  const parts = freezeParts(stocktaking.scope);
  // An item at a listed location of a listed object is written with the object.
  const scopeObjects = new Set(stocktaking.scope.kind === 'places' ? stocktaking.scope.objects : []);
  let checkpoint: FreezeCheckpoint = stocktaking.freeze ?? { part: 0, after: null };
  while (checkpoint.part < parts.length) {
    const part = parts[checkpoint.part]!;
    const items = await itemsInCreationOrderAfter(companyId, part, checkpoint.after, itemsPerPage);
    const expected = items.filter((item) => expectedInStocktaking(item) && !(part.kind === 'location' && item.object && scopeObjects.has(item.object._id)));
    await writeLines(expected.map((item) => lineOfItem(companyId, stocktakingId, stocktakingLineKey.expected(item._id), item, true)));
    const written = (checkpoint.expected ?? 0) + expected.length;
    checkpoint =
      items.length < itemsPerPage
        ? { part: checkpoint.part + 1, after: null, expected: written }
        : { part: checkpoint.part, after: items[items.length - 1]!._id, expected: written };
    await saveFreezeCheckpoint(companyId, stocktakingId, checkpoint);
    if (checkpoint.part < parts.length && Date.now() - started >= budgetMs) {
      await sendJob('stocktaking', job);
      return;
    }
  }
  await markReady(companyId, stocktakingId, checkpoint.expected ?? 0);
}

/** Deletes a removed stocktaking's counts, lines and scan log; re-queues itself past the time budget. Nothing happens while the record exists. */
export async function purgeStocktaking(job: StocktakingJobOf<'stocktaking.purge'>, budgetMs = jobTimeBudgetMs): Promise<void> {
  const started = Date.now();
  if (await getStocktaking(job.companyId, job.stocktakingId)) return;
  while ((await purgeSome(job.companyId, job.stocktakingId, keysPerPurge)) > 0) {
    if (Date.now() - started >= budgetMs) {
      await sendJob('stocktaking', job);
      return;
    }
  }
}

/** Recounts a large finished stocktaking (see recount.ts). */
export async function recountStocktaking(job: StocktakingJobOf<'stocktaking.recount'>): Promise<void> {
  if (!(await getStocktaking(job.companyId, job.stocktakingId))) return;
  await recount(job.companyId, job.stocktakingId);
}
