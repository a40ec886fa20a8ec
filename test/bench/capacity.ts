import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient, type ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import { db, tableName } from '../../functions/lib/db/client';
import { resetEnv } from '../../functions/lib/env';
import { createTable, sdkEnvironment } from '../../infra/local/bootstrap';
import { startDynamo } from '../../infra/local/services';

/**
 * What the benches measure DynamoDB with: a table on DynamoDB Local whose every call's consumed
 * capacity is counted (ReturnConsumedCapacity), a call's reads beside the weight of its answer, and
 * the writes of membership-set rows as AWS bills them.
 */

let consumed = 0;
function track(capacity: ConsumedCapacity | ConsumedCapacity[] | undefined) {
  for (const entry of [capacity ?? []].flat()) consumed += entry.CapacityUnits ?? 0;
}

export interface Measured {
  rcu: number;
  weight: number;
}

/** Runs one list call and prints what it read (consumed capacity) beside what its page weighs in 4 KB units. */
export async function measure(label: string, run: () => Promise<unknown>): Promise<Measured> {
  consumed = 0;
  const started = performance.now();
  const answer = (await run()) as { data?: unknown[]; count?: number };
  const ms = performance.now() - started;
  const pageBytes = Buffer.byteLength(JSON.stringify(answer.data ?? answer));
  const weight = Math.max(1, Math.ceil(pageBytes / 4096));
  console.log(
    `${label.padEnd(44)} ${consumed.toFixed(1).padStart(7)} RCU ${(consumed / weight).toFixed(1).padStart(5)}x ${ms.toFixed(0).padStart(6)} ms   page ${(pageBytes / 1024).toFixed(1).padStart(5)} KB (${weight} RCU-size)  rows ${String(answer.data?.length ?? '-').padStart(2)}  count ${answer.count ?? '-'}`,
  );
  return { rcu: consumed, weight };
}

export async function measureWrite(label: string, run: () => Promise<unknown>): Promise<void> {
  consumed = 0;
  setWrites = [];
  const started = performance.now();
  await run();
  const ms = performance.now() - started;
  const chunks = setWrites.filter((write) => write.chunk);
  const wru = setWrites.reduce((sum, write) => sum + write.wru, 0);
  console.log(
    `${label.padEnd(44)} ${consumed.toFixed(1).padStart(7)} WCU+RCU ${ms.toFixed(0).padStart(6)} ms   sets as AWS bills them: ${String(wru).padStart(3)} WRU (${chunks.length} chunk writes, ${chunks.reduce((sum, write) => sum + write.wru, 0)} WRU)`,
  );
}

/** DynamoDB's item size: attribute names and values (numbers 1 byte per 2 digits + 1, lists and maps 3 + 1 per element). */
function itemBytes(record: Record<string, unknown> | undefined): number {
  const size = (value: unknown): number => {
    if (value === null || value === undefined || typeof value === 'boolean') return 1;
    if (typeof value === 'string') return Buffer.byteLength(value);
    if (typeof value === 'number') return Math.ceil((String(Math.abs(value)).replace('.', '').replace(/^0+|0+$/g, '').length || 1) / 2) + 1;
    if (value instanceof Set) return [...value].reduce((sum: number, element) => sum + size(element), 0);
    if (Array.isArray(value)) return 3 + value.reduce((sum: number, element) => sum + 1 + size(element), 0);
    return 3 + Object.entries(value as object).reduce((sum, [name, element]) => sum + 1 + Buffer.byteLength(name) + size(element), 0);
  };
  return record ? Object.entries(record).reduce((sum, [name, value]) => sum + Buffer.byteLength(name) + size(value), 0) : 0;
}

/** The membership-set rows (chunks, markers, outbox jobs) and order change records written by the call measured, in WRU as AWS bills them. */
let setWrites: { chunk: boolean; wru: number }[] = [];

/**
 * DynamoDB Local neither doubles a transaction's writes nor bills by item size, so the writes of
 * set rows are derived as AWS bills them: each row's larger size, before or after, in started KB,
 * twice inside a transaction (docs/cost.md, "Writes per item").
 */
export function trackSetWrites(): void {
  const plain = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const read = async (key: Record<string, unknown>) => (await plain.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
  const isSetRow = (key: { pk: string; sk: string }) =>
    key.pk.startsWith('ITEMSET#') || key.sk.startsWith('ITEMSETS#') || key.sk.startsWith('ITEMSETS_JOB#') || key.pk.startsWith('ITEM_ORDER_CHANGES#');
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, any>;
      const command = String(context.commandName);
      const writes: { key: { pk: string; sk: string }; transaction: boolean }[] = [];
      const keyOf = (body: Record<string, any>) => (body.Item ? { pk: body.Item.pk, sk: body.Item.sk } : body.Key);
      if (command.startsWith('TransactWrite')) {
        for (const action of input.TransactItems) {
          const body = action.Put ?? action.Update ?? action.Delete;
          if (body) writes.push({ key: keyOf(body), transaction: true });
        }
      } else if (command.startsWith('BatchWrite')) {
        for (const request of input.RequestItems[tableName()] ?? []) writes.push({ key: keyOf(request.PutRequest ?? request.DeleteRequest), transaction: false });
      } else if (command.startsWith('Put') || command.startsWith('Update') || command.startsWith('Delete')) {
        writes.push({ key: keyOf(input), transaction: false });
      }
      const tracked = writes.filter((write) => isSetRow(write.key));
      const before = await Promise.all(tracked.map((write) => read(write.key)));
      const result = await next(args);
      const after = await Promise.all(tracked.map((write) => read(write.key)));
      tracked.forEach((write, index) => {
        const kb = Math.max(1, Math.ceil(Math.max(itemBytes(before[index]), itemBytes(after[index])) / 1024));
        setWrites.push({ chunk: write.key.pk.startsWith('ITEMSET#'), wru: kb * (write.transaction ? 2 : 1) });
      });
      return result;
    },
    { step: 'initialize', name: 'benchSetWrites' },
  );
}

export function verdict(label: string, ok: boolean, detail: string): boolean {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}: ${detail}`);
  return ok;
}

/** DynamoDB Local with the table, every call's consumed capacity counted into `consumed`. */
export async function startBenchTable(): Promise<{ stop: () => Promise<void> }> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dynamo = await startDynamo();
  Object.assign(process.env, sdkEnvironment({ dynamodb: dynamo.endpoint, s3: '', sqs: '', ses: '', sns: '' }), { TABLE_NAME: 'bench', LOG_LEVEL: 'silent' });
  resetEnv();
  await createTable(dynamo.endpoint, 'bench');
  db().middlewareStack.add(
    (next) => async (args) => {
      (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const output = result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] };
      track(output.ConsumedCapacity);
      return result;
    },
    { step: 'initialize', name: 'benchConsumedCapacity' },
  );
  return dynamo;
}
