import { companyAnalytics } from '../../functions/items/analytics';
import { load, measure, startBenchTable, verdict } from './items';

/**
 * `npm run bench -- analytics`: the items bench's 100,000 items (40 brands, 400 models, 15 types,
 * 20 objects with 100 locations, a custom field on one item in ten, a serial number each) with their
 * facet rows as the item changes write them, then the analytics answer's consumed read capacity.
 * The membership sets play no part in analytics, so this load leaves them out (minutes, not a quarter hour).
 */

const rcuBudget = 50;

export async function analyticsBench(): Promise<void> {
  const dynamo = await startBenchTable();
  try {
    console.log('\nAnalytics: loading the items bench company (without membership sets)...');
    const loaded = await load({ sets: false });
    console.log(`loaded in ${loaded.seconds.toFixed(0)} s\n`);
    const answer = await companyAnalytics('bench-company');
    const measured = await measure('analytics (every dimension, statuses, custom)', () => companyAnalytics('bench-company'));
    const brand = answer.dimensions.brand;
    const covered = brand.entries.reduce((sum, entry) => sum + entry.count, 0) + brand.others.count + brand.unset.count;
    const results = [
      verdict(`the analytics answer reads under ${rcuBudget} RCU at ${answer.total.count.toLocaleString('en')} items`, measured.rcu < rcuBudget, `${measured.rcu.toFixed(1)} RCU`),
      verdict('brand entries, others and unset add up to every item', covered === answer.total.count, `${covered} of ${answer.total.count}`),
      verdict('every dimension read whole', Object.values(answer.dimensions).every((dimension) => dimension.complete), `models ${answer.dimensions.model.entries.length} listed + ${answer.dimensions.model.others.entries} others`),
    ];
    if (results.includes(false)) process.exitCode = 1;
  } finally {
    await dynamo.stop();
  }
}
