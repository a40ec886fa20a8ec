import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '../../shared/i18n/languages';
import { maxReceiveCount, queues, reportFileDays, visibilityTimeoutFactor } from '../../shared/resources';
import { db, tableName } from '../lib/db/client';
import { keys, ttlAt, type Key } from '../lib/db/keys';
import { isConditionFailure, madeIf } from '../lib/db/conditions';

/**
 * The stocktaking results files (docs/stocktaking.md, the report). One record per stocktaking and
 * language (PK COMPANY#<id>, SK STOCKTAKING_REPORT#<stocktaking>#<language>) holds two things:
 *  - the job in flight (jobId): set by a conditional write, so at most one export job per file is
 *    queued at a time; the job's success or last failure clears it;
 *  - the file built last: its key and the `mark` of the stocktaking's state it was built from, so
 *    the API answers it only while the stocktaking is still in that state.
 * Each step is conditional on the job's id, so a redelivered or stale message never records a file.
 */

const dayMs = 86_400_000;

/** A queued job counts as in flight this long (every retry of its message); a lost message frees the slot after it. */
export const jobInFlightMs = queues.stocktaking.workerTimeoutSeconds * visibilityTimeoutFactor * maxReceiveCount * 1000;
/** The bucket expires report files after reportFileDays; the record stops answering a file a day before that. */
export const fileLifeMs = (reportFileDays - 1) * dayMs;

export interface StocktakingReportRecord extends Key {
  entity: 'stocktakingReport';
  companyId: string;
  stocktakingId: string;
  language: Language;
  /** The export job in flight, who asked for it, and until when it counts as in flight. */
  jobId?: string;
  requestedBy?: string;
  jobUntil?: number;
  /** While building: which attempt holds the job, and until when (a crashed attempt's lease runs out). */
  attempt?: string;
  leaseUntil?: number;
  /** The file built last and the stocktaking's state it shows. */
  fileKey?: string;
  fileName?: string;
  fileMark?: string;
  rows?: number;
  builtAt?: string;
  /** Epoch milliseconds after which the file is not answered (the bucket removes it soon after). */
  fileUntil?: number;
  failure?: string;
  updatedAt: string;
  expiresAt: number;
}

export interface BuiltFile {
  fileKey: string;
  fileName: string;
  fileMark: string;
  rows: number;
}

/** The record outlives its file by a day, then DynamoDB's TTL removes it (a deleted stocktaking's too). */
const recordExpiry = (now: number) => ttlAt(new Date(now + (reportFileDays + 1) * dayMs));

export async function getStocktakingReport(companyId: string, stocktakingId: string, language: Language): Promise<StocktakingReportRecord | null> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.stocktakingReport(companyId, stocktakingId, language), ConsistentRead: true }),
  );
  return (answer.Item as StocktakingReportRecord | undefined) ?? null;
}

/** The records (one per language, at most four) whose job is `jobId`. */
export async function recordsOfJob(companyId: string, stocktakingId: string, jobId: string): Promise<StocktakingReportRecord[]> {
  const { pk, skPrefix } = keys.stocktakingReportsOf(companyId, stocktakingId);
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: 'jobId = :job',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix, ':job': jobId },
      ConsistentRead: true,
    }),
  );
  return (answer.Items ?? []) as StocktakingReportRecord[];
}

/**
 * Takes the slot of the file's one job in flight: true when this request is to queue `jobId`,
 * false when another job is already in flight (it will build the stocktaking as it then is).
 */
export async function claimJob(
  target: { companyId: string; stocktakingId: string; language: Language },
  job: { jobId: string; requestedBy: string },
  now = Date.now(),
): Promise<boolean> {
  return madeIf(db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.stocktakingReport(target.companyId, target.stocktakingId, target.language),
      UpdateExpression:
        'SET entity = :entity, companyId = :company, stocktakingId = :stocktaking, #language = :language, jobId = :job, requestedBy = :by, jobUntil = :until, updatedAt = :at, expiresAt = :expires REMOVE failure',
      ConditionExpression: 'attribute_not_exists(jobId) OR jobUntil < :now',
      ExpressionAttributeNames: { '#language': 'language' },
      ExpressionAttributeValues: {
        ':entity': 'stocktakingReport',
        ':company': target.companyId,
        ':stocktaking': target.stocktakingId,
        ':language': target.language,
        ':job': job.jobId,
        ':by': job.requestedBy,
        ':until': now + jobInFlightMs,
        ':now': now,
        ':at': new Date(now).toISOString(),
        ':expires': recordExpiry(now),
      },
    }),
  ));
}

/** The job ended without a file (could not be queued, gave up, or has nothing to build): the next request queues another. */
export async function releaseJob(record: Pick<StocktakingReportRecord, 'companyId' | 'stocktakingId' | 'language'>, jobId: string, failure?: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.stocktakingReport(record.companyId, record.stocktakingId, record.language),
        UpdateExpression: `REMOVE jobId, requestedBy, jobUntil, attempt, leaseUntil SET updatedAt = :at${failure ? ', failure = :failure' : ''}`,
        ConditionExpression: 'jobId = :job',
        ExpressionAttributeValues: { ':job': jobId, ':at': new Date().toISOString(), ...(failure ? { ':failure': failure.slice(0, 500) } : {}) },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Takes the job for one building attempt; false when another attempt holds it or the job is no longer in flight. */
export async function claimBuild(record: StocktakingReportRecord, jobId: string, attempt: string, leaseMs: number, now = Date.now()): Promise<boolean> {
  return madeIf(db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.stocktakingReport(record.companyId, record.stocktakingId, record.language),
      UpdateExpression: 'SET attempt = :attempt, leaseUntil = :lease, updatedAt = :at',
      ConditionExpression: 'jobId = :job AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now)',
      ExpressionAttributeValues: { ':job': jobId, ':attempt': attempt, ':lease': now + leaseMs, ':now': now, ':at': new Date(now).toISOString() },
    }),
  ));
}

/** An attempt that failed (rather than crashed) hands the job back at once, so the next delivery need not wait for its lease. */
export async function releaseBuild(record: StocktakingReportRecord, attempt: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.stocktakingReport(record.companyId, record.stocktakingId, record.language),
        UpdateExpression: 'REMOVE attempt, leaseUntil',
        ConditionExpression: 'attempt = :attempt',
        ExpressionAttributeValues: { ':attempt': attempt },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The file is in the bucket: only the attempt holding the job records it, and the job's slot is freed. */
export async function markBuilt(record: StocktakingReportRecord, jobId: string, attempt: string, file: BuiltFile, now = Date.now()): Promise<boolean> {
  return madeIf(db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.stocktakingReport(record.companyId, record.stocktakingId, record.language),
      UpdateExpression:
        'SET fileKey = :key, fileName = :name, fileMark = :mark, #rows = :rows, builtAt = :at, fileUntil = :until, updatedAt = :at, expiresAt = :expires REMOVE jobId, requestedBy, jobUntil, attempt, leaseUntil, failure',
      ConditionExpression: 'jobId = :job AND attempt = :attempt',
      ExpressionAttributeNames: { '#rows': 'rows' },
      ExpressionAttributeValues: {
        ':job': jobId,
        ':attempt': attempt,
        ':key': file.fileKey,
        ':name': file.fileName,
        ':mark': file.fileMark,
        ':rows': file.rows,
        ':at': new Date(now).toISOString(),
        ':until': now + fileLifeMs,
        ':expires': recordExpiry(now),
      },
    }),
  ));
}

/** The recorded file is not in the bucket: forget it, so the next request builds it again. */
export async function forgetFile(record: StocktakingReportRecord): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.stocktakingReport(record.companyId, record.stocktakingId, record.language),
        UpdateExpression: 'REMOVE fileKey, fileName, fileMark, #rows, builtAt, fileUntil SET updatedAt = :at',
        ConditionExpression: 'fileKey = :key AND fileMark = :mark',
        ExpressionAttributeNames: { '#rows': 'rows' },
        ExpressionAttributeValues: { ':key': record.fileKey, ':mark': record.fileMark, ':at': new Date().toISOString() },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
