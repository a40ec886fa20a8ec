import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npx tsx scripts/reindex-item-sets.ts <companyId>... | --all`: brings the membership sets of every
 * item of these companies (or of every company) to the current layout (setsLayout in
 * functions/items/sets/memberships.ts), once after a deployment that changed it (issue 25: fragments
 * of codes and serial numbers). Items changed since the deployment are already up to date; running it
 * again changes nothing. `--all` finds the companies with one Scan of the table (a support task, not a
 * request path).
 * Environment: the running local stack's (.local/env.json) or, against AWS, TABLE_NAME and the
 * usual AWS credentials of a support role.
 */

const repoRoot = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
if (args.length === 0) {
  console.error('Usage: npx tsx scripts/reindex-item-sets.ts <companyId>... | --all');
  process.exit(2);
}

const envFile = path.join(repoRoot, '.local/env.json');
if (!process.env.TABLE_NAME && existsSync(envFile)) {
  const localEnv = JSON.parse(readFileSync(envFile, 'utf8')) as Record<string, string>;
  for (const [key, value] of Object.entries(localEnv)) process.env[key] ??= value;
}

const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
const { db, tableName } = await import('../functions/lib/db/client');
const { keys } = await import('../functions/lib/db/keys');
const { reindexItemSets } = await import('../functions/items/sets/sync');

async function everyCompany(): Promise<string[]> {
  const { pk, sk } = keys.company('');
  const ids: string[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'sk = :profile AND begins_with(pk, :company)',
        ProjectionExpression: 'pk',
        ExpressionAttributeValues: { ':profile': sk, ':company': pk },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of page.Items ?? []) ids.push(String(item.pk).slice(pk.length));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return ids;
}

const companyIds = args.includes('--all') ? await everyCompany() : args;
for (const companyId of companyIds) {
  const started = Date.now();
  const items = await reindexItemSets(companyId);
  console.log(`${companyId}: ${items} items re-laid in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
