import { saveDepreciationDefaults } from '../../functions/company/store';
import { companyAnalytics } from '../../functions/items/analytics';
import { computeBookValues } from '../../functions/items/book-values-job';
import { measure, startBenchTable, verdict } from './capacity';
import { load } from './items';

/**
 * `npm run bench -- analytics`: the items bench's 100,000 items (40 brands, 400 models, 15 types,
 * 20 objects with 100 locations, a custom field on one item in ten, a serial number each) with their
 * facet rows as the item changes write them, then the analytics answer's consumed read capacity.
 * The membership sets play no part in analytics, so this load leaves them out (minutes, not a quarter hour).
 * Book value: the company gets depreciation defaults for its types, the items.bookValues job walks
 * every item once (its own line: the walk's cost, once a day) and the answer then reads the snapshot.
 * BENCH_ITEMS sets a smaller company (test/bench/items.ts).
 */

const rcuBudget = 50;

export async function analyticsBench(): Promise<void> {
  const dynamo = await startBenchTable();
  try {
    console.log('\nAnalytics: loading the items bench company (without membership sets)...');
    const loaded = await load({ sets: false });
    console.log(`loaded in ${loaded.seconds.toFixed(0)} s\n`);
    // Straight-line and declining-balance defaults for the types, so the walk computes real schedules.
    await saveDepreciationDefaults(
      'bench-company',
      ['Tools', 'IT equipment', 'Furniture', 'Office', 'Vehicles'].map((type, index) => ({
        type, usefulLifeMonths: 24 + index * 12, salvagePercent: 5, method: index % 2 ? 'declining-balance' : 'straight-line', ratePercent: null,
      })),
      new Date().toISOString(),
    );
    let snapshot: Awaited<ReturnType<typeof computeBookValues>> | undefined;
    const job = await measure('book value job (walks every item)', async () => (snapshot = await computeBookValues('bench-company')));
    const snapshotKb = Buffer.byteLength(JSON.stringify(snapshot)) / 1024;
    console.log(`book value job: ${job.rcu.toFixed(1)} RCU+WCU for ${snapshot!.items.toLocaleString('en')} items, snapshot ${snapshotKb.toFixed(1)} KB`);
    const answer = await companyAnalytics('bench-company');
    const measured = await measure('analytics with book value (snapshot read)', () => companyAnalytics('bench-company'));
    const bookTotal = Object.values(answer.dimensions).map((dimension) =>
      [...dimension.entries.map((entry) => entry.bookValue), dimension.others.bookValue, dimension.unset.bookValue].reduce((sum, value) => sum + Math.round(Number(value ?? 0) * 100), 0),
    );
    const brand = answer.dimensions.brand;
    const covered = brand.entries.reduce((sum, entry) => sum + entry.count, 0) + brand.others.count + brand.unset.count;
    const results = [
      verdict(`the analytics answer reads under ${rcuBudget} RCU at ${answer.total.count.toLocaleString('en')} items`, measured.rcu < rcuBudget, `${measured.rcu.toFixed(1)} RCU`),
      verdict('brand entries, others and unset add up to every item', covered === answer.total.count, `${covered} of ${answer.total.count}`),
      verdict('the book value snapshot is current (nothing queued)', answer.bookValue.pending === false && answer.bookValue.total !== null, `as of ${answer.bookValue.asOf}, ${answer.bookValue.total}`),
      verdict('each dimension\'s book values add up to the total', bookTotal.every((cents) => cents === snapshot!.total), `${bookTotal.length} dimensions`),
      verdict('every dimension read whole', Object.values(answer.dimensions).every((dimension) => dimension.complete), `models ${answer.dimensions.model.entries.length} listed + ${answer.dimensions.model.others.entries} others`),
    ];
    if (results.includes(false)) process.exitCode = 1;
  } finally {
    await dynamo.stop();
  }
}
