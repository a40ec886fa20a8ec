import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ReportState } from '../../shared/schemas/item-reports';
import { db, tableName } from '../lib/db/client';
import { keys, ttlAt, type Key } from '../lib/db/keys';
import { transact } from '../lib/db/transactions';
import { isConditionFailure, madeIf } from '../lib/db/conditions';
import { guardedPut, putIfAbsent } from '../lib/db/writes';

/**
 * The item list report's records. The report (PK COMPANY#<id>, SK REPORT#<id>) holds the job's state;
 * every step is a conditional write on that state, so a redelivered or concurrent job never builds
 * a second file or sends a second e-mail. The link finds the report through a pointer stored under
 * the SHA-256 of its token (REPORT_LINK#<hash>), never the token itself (the requester's report_done
 * notification carries the link: docs/notifications.md says why that is fine).
 */

/** How long the e-mailed link works, and how long the records are kept (TTL) after it. */
export const reportLinkDays = 7;
const dayMs = 86_400_000;

export interface ReportRecord extends Key {
  entity: 'itemReport';
  _id: string;
  companyId: string;
  requestedBy: string;
  email: string;
  /** The list's query strings (shared/schemas/item-reports.ts). */
  filters: Record<string, string>;
  state: ReportState;
  /** While building: which attempt holds the job, and until when (a crashed attempt's lease runs out). */
  attempt?: string;
  leaseUntil?: number;
  fileKey?: string;
  fileName?: string;
  rows?: number;
  tokenHash?: string;
  /** Epoch milliseconds after which the e-mailed link no longer works. */
  linkExpiresAt?: number;
  failure?: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: number;
}

interface ReportLinkRecord extends Key {
  entity: 'itemReportLink';
  companyId: string;
  reportId: string;
  expiresAt: number;
}

export async function createReport(record: Omit<ReportRecord, 'pk' | 'sk' | 'entity' | 'state' | 'updatedAt' | 'expiresAt'>): Promise<ReportRecord> {
  const created: ReportRecord = {
    ...keys.itemReport(record.companyId, record._id),
    entity: 'itemReport',
    ...record,
    state: 'queued',
    updatedAt: record.createdAt,
    // Kept a while past the link's life, then DynamoDB's TTL removes it.
    expiresAt: ttlAt(new Date(Date.parse(record.createdAt) + (reportLinkDays + 1) * dayMs)),
  };
  await db().send(new PutCommand(putIfAbsent(created)));
  return created;
}

export async function getReport(companyId: string, reportId: string): Promise<ReportRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.itemReport(companyId, reportId), ConsistentRead: true }));
  return (answer.Item as ReportRecord | undefined) ?? null;
}

/** The report an e-mailed link's token hash points to. */
export async function reportOfLink(tokenHash: string): Promise<ReportRecord | null> {
  const link = await db().send(new GetCommand({ TableName: tableName(), Key: keys.reportLink(tokenHash) }));
  const pointer = link.Item as ReportLinkRecord | undefined;
  return pointer ? getReport(pointer.companyId, pointer.reportId) : null;
}

/** Takes the job for one attempt: a queued report, or one whose earlier attempt's lease ran out. False when another attempt holds it or it has moved on. */
export async function claimBuild(report: ReportRecord, attempt: string, leaseMs: number, now = Date.now()): Promise<boolean> {
  return madeIf(db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.itemReport(report.companyId, report._id),
      UpdateExpression: 'SET #state = :building, attempt = :attempt, leaseUntil = :lease, updatedAt = :at',
      ConditionExpression: '#state = :queued OR (#state = :building AND leaseUntil < :now)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':building': 'building',
        ':queued': 'queued',
        ':attempt': attempt,
        ':lease': now + leaseMs,
        ':now': now,
        ':at': new Date(now).toISOString(),
      },
    }),
  ));
}

/** An attempt that failed (rather than crashed) hands the job back at once, so the next delivery need not wait for its lease. */
export async function releaseBuild(report: ReportRecord, attempt: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.itemReport(report.companyId, report._id),
        UpdateExpression: 'SET #state = :queued, updatedAt = :at REMOVE attempt, leaseUntil',
        ConditionExpression: '#state = :building AND attempt = :attempt',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':queued': 'queued', ':building': 'building', ':attempt': attempt, ':at': new Date().toISOString() },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The file is in the bucket: only the attempt that holds the job records it. */
export async function markBuilt(report: ReportRecord, attempt: string, file: { fileKey: string; fileName: string; rows: number }): Promise<boolean> {
  return madeIf(db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.itemReport(report.companyId, report._id),
      UpdateExpression: 'SET #state = :built, fileKey = :key, fileName = :name, #rows = :rows, updatedAt = :at REMOVE leaseUntil',
      ConditionExpression: '#state = :building AND attempt = :attempt',
      ExpressionAttributeNames: { '#state': 'state', '#rows': 'rows' },
      ExpressionAttributeValues: {
        ':built': 'built',
        ':building': 'building',
        ':attempt': attempt,
        ':key': file.fileKey,
        ':name': file.fileName,
        ':rows': file.rows,
        ':at': new Date().toISOString(),
      },
    }),
  ));
}

/**
 * Marks a built report sent and stores its link, in one transaction, before the e-mail goes out: a
 * redelivery finds it sent and sends nothing. False when another attempt got there first.
 */
export async function claimDelivery(report: ReportRecord, tokenHash: string, now = Date.now()): Promise<boolean> {
  const linkExpiresAt = now + reportLinkDays * dayMs;
  try {
    await transact([
      {
        item: {
          Update: {
            TableName: tableName(),
            Key: keys.itemReport(report.companyId, report._id),
            UpdateExpression: 'SET #state = :sent, tokenHash = :hash, linkExpiresAt = :until, updatedAt = :at',
            ConditionExpression: '#state = :built',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: { ':sent': 'sent', ':built': 'built', ':hash': tokenHash, ':until': linkExpiresAt, ':at': new Date(now).toISOString() },
          },
        },
        onConditionFailed: 'ConcurrentChange',
      },
      guardedPut(
        putIfAbsent({
          ...keys.reportLink(tokenHash),
          entity: 'itemReportLink',
          companyId: report.companyId,
          reportId: report._id,
          expiresAt: ttlAt(new Date(linkExpiresAt + dayMs)),
        } satisfies ReportLinkRecord),
      ),
    ]);
    return true;
  } catch (error) {
    if (error instanceof Error && 'errorName' in error && error.errorName === 'ConcurrentChange') return false;
    throw error;
  }
}

/** The e-mail could not be sent: the report goes back to built and its link is dropped, so the next try sends it. */
export async function undoDelivery(report: ReportRecord, tokenHash: string): Promise<void> {
  await transact([
    {
      item: {
        Update: {
          TableName: tableName(),
          Key: keys.itemReport(report.companyId, report._id),
          UpdateExpression: 'SET #state = :built, updatedAt = :at REMOVE tokenHash, linkExpiresAt',
          ConditionExpression: '#state = :sent AND tokenHash = :hash',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':sent': 'sent', ':built': 'built', ':hash': tokenHash, ':at': new Date().toISOString() },
        },
      },
    },
    { item: { Delete: { TableName: tableName(), Key: keys.reportLink(tokenHash) } } },
  ]);
}

/** The job gave up (its last try, or it can never succeed); a sent report stays sent. */
export async function markFailed(companyId: string, reportId: string, failure: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.itemReport(companyId, reportId),
        UpdateExpression: 'SET #state = :failed, failure = :failure, updatedAt = :at REMOVE leaseUntil',
        ConditionExpression: 'attribute_exists(pk) AND #state <> :sent',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':failed': 'failed', ':sent': 'sent', ':failure': failure.slice(0, 500), ':at': new Date().toISOString() },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
