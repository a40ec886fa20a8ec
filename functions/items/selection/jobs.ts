import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { bulkSkipsKept, type BulkAction, type BulkActionParams, type BulkJob, type BulkJobState, type BulkSelection } from '../../../shared/schemas/item-bulk';
import type { ErrorName } from '../../../shared/errors';
import { db, tableName } from '../../lib/db/client';
import { keys, type Key } from '../../lib/db/keys';
import type { GuardedItem } from '../../lib/db/transactions';

/**
 * The record of a bulk action (docs/bulk-actions.md): what was asked, the selection frozen into
 * parts of ids, and the progress. Each part has its checkpoint in `positions`: the part's items
 * before it are changed or skipped, and each step moves it in the same transaction as its items, so
 * a repeated step changes nothing twice; the counts add up across parts.
 */

export interface Skip {
  id: string;
  title: string;
  error: ErrorName;
  status?: string;
}

/** What a labels job was asked for (the labels domain prints them). */
export interface LabelsParams {
  action: 'labels';
  type: string;
}

/** Codes for the items an import created ("Give imported items QR codes"): the codes of a labels job, without printing. */
export interface CodesParams {
  action: 'codes';
}

/** What a job selects: the API's selection, or a range of item numbers (the items an import created, in file order). */
export type JobSelection = BulkSelection | { range: { first: number; count: number } };

export interface BulkJobRecord extends Key {
  entity: 'bulk-job';
  _id: string;
  companyId: string;
  requestedBy: string;
  action: BulkAction;
  params: BulkActionParams | LabelsParams | CodesParams;
  selection: JobSelection;
  state: BulkJobState;
  total: number;
  parts: number;
  /** Per part (`p<index>`), how many of its items are changed or skipped. */
  positions: Record<string, number>;
  /** Items changed or skipped, across parts. */
  processed: number;
  done: number;
  skipped: number;
  skips: Skip[];
  /** The first item changed and its title, for the one notice a job raises at its end (absent until then). */
  first?: { id: string; title: string };
  /** The labels' PDF in the documents bucket, once printed. */
  file: { key: string; fileName: string } | null;
  /** Why a job failed, for operators (never shown as is). */
  failure?: string;
  createdAt: string;
  updatedAt: string;
}

/** Ids per part record: 1,000 ids of up to 26 characters stay far below DynamoDB's 400 KB item size. */
export const partSize = 1000;

export function toBulkJob(record: BulkJobRecord, file: BulkJob['file'] = null): BulkJob {
  const { _id, action, state, total, processed, done, skipped, skips, createdAt } = record;
  return { _id, action, state, total, processed, done, skipped, skips: skips.slice(0, bulkSkipsKept), file, createdAt };
}

export async function createJob(record: Omit<BulkJobRecord, keyof Key | 'entity' | 'state' | 'total' | 'parts' | 'positions' | 'processed' | 'done' | 'skipped' | 'skips' | 'file' | 'updatedAt'>): Promise<BulkJobRecord> {
  const job: BulkJobRecord = {
    ...keys.bulkJob(record.companyId, record._id),
    entity: 'bulk-job',
    ...record,
    state: 'queued',
    total: 0,
    parts: 0,
    positions: {},
    processed: 0,
    done: 0,
    skipped: 0,
    skips: [],
    file: null,
    updatedAt: record.createdAt,
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: job, ConditionExpression: 'attribute_not_exists(pk)' }));
  return job;
}

export async function jobById(companyId: string, jobId: string): Promise<BulkJobRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.bulkJob(companyId, jobId), ConsistentRead: true }));
  return (answer.Item as BulkJobRecord | undefined) ?? null;
}

/** Writes the frozen selection's parts (idempotent: the same part is written whole again). */
export async function writePart(companyId: string, jobId: string, part: number, ids: readonly string[]): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.bulkJobPart(companyId, jobId, part), entity: 'bulk-job-part', ids } }));
}

export async function partIds(companyId: string, jobId: string, part: number): Promise<string[]> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.bulkJobPart(companyId, jobId, part), ConsistentRead: true }));
  return (answer.Item?.ids as string[] | undefined) ?? [];
}

/** The frozen selection is complete: the job starts running (once; false when it already was). */
export const partKey = (part: number) => `p${part}`;

/** How many ids part `part` of a frozen selection holds. */
export const partLength = (job: Pick<BulkJobRecord, 'total'>, part: number) => Math.min(partSize, job.total - part * partSize);

export async function startRunning(job: BulkJobRecord, total: number, parts: number): Promise<boolean> {
  const positions = Object.fromEntries(Array.from({ length: parts }, (_, part) => [partKey(part), 0]));
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.bulkJob(job.companyId, job._id),
        UpdateExpression: 'SET #state = :running, #total = :total, parts = :parts, positions = :positions, updatedAt = :now',
        ConditionExpression: '#state = :queued',
        ExpressionAttributeNames: { '#state': 'state', '#total': 'total' },
        ExpressionAttributeValues: { ':running': 'running', ':total': total, ':parts': parts, ':positions': positions, ':queued': 'queued', ':now': new Date().toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/**
 * The checkpoint write of one step of part `part`, for the step's transaction: from `from` (the
 * condition) to `to`, with the step's counts and its skip reasons (the record keeps about the first
 * bulkSkipsKept; `kept` is how many this worker knows it holds).
 */
export function checkpoint(job: BulkJobRecord, step: { part: number; from: number; to: number; done: number; skips: Skip[]; kept: number; first: BulkJobRecord['first'] | null }): GuardedItem {
  const room = step.skips.slice(0, Math.max(0, bulkSkipsKept - step.kept));
  const firstSet = step.first ? ', #first = if_not_exists(#first, :first)' : '';
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: keys.bulkJob(job.companyId, job._id),
        UpdateExpression: `SET positions.#part = :to, skips = list_append(skips, :skips), updatedAt = :now${firstSet} ADD #processed :processed, done :done, skipped :skipped`,
        ConditionExpression: 'positions.#part = :from AND #state = :running',
        ExpressionAttributeNames: { '#part': partKey(step.part), '#state': 'state', '#processed': 'processed', ...(firstSet ? { '#first': 'first' } : {}) },
        ExpressionAttributeValues: {
          ':from': step.from,
          ':to': step.to,
          ':processed': step.to - step.from,
          ':done': step.done,
          ':skipped': step.skips.length,
          ':skips': room,
          ':running': 'running',
          ':now': new Date().toISOString(),
          ...(firstSet ? { ':first': step.first } : {}),
        },
      },
    },
    onConditionFailed: 'ConcurrentChange',
  };
}

/** Ends a job: done (with the labels' file), or failed with the reason for operators. */
export async function finishJob(job: BulkJobRecord, state: 'done' | 'failed', extra: { file?: BulkJobRecord['file']; failure?: string } = {}): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.bulkJob(job.companyId, job._id),
      UpdateExpression: 'SET #state = :state, #file = :file, failure = :failure, updatedAt = :now',
      ExpressionAttributeNames: { '#state': 'state', '#file': 'file' },
      ExpressionAttributeValues: { ':state': state, ':file': extra.file ?? null, ':failure': extra.failure ?? null, ':now': new Date().toISOString() },
    }),
  );
}
