import { GetCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { FileErrorKind } from '../../shared/import-columns';
import type { Language } from '../../shared/i18n/languages';
import type { DataFile, DataFileState, RowError } from '../../shared/schemas/imports';
import { db, tableName } from '../lib/db/client';
import { keys, type Key } from '../lib/db/keys';
import { madeIf } from '../lib/db/conditions';
import { countMatching, readInOrder } from '../lib/db/queries';
import { transact, type GuardedItem } from '../lib/db/transactions';

/**
 * The data-file record (PK COMPANY#<id>, SK DATAFILE#<sortable id>): one check or import of an
 * uploaded file, with its state, progress and row errors. The worker's checkpoint lives here.
 */
export interface DataFileRecord extends Key {
  entity: 'data-file';
  _id: string;
  companyId: string;
  uploadId: string;
  fileKey: string;
  fileName: string;
  dryRun: boolean;
  /** The language of the user who started it: the error file's messages. */
  language: Language;
  state: DataFileState;
  /** validate: reading and checking the file; write: creating its items from `itemsDone` on. */
  phase: 'validate' | 'write' | 'done';
  errorKind: FileErrorKind | null;
  unknownHeaders: string[];
  rowsTotal: number | null;
  rowsDone: number;
  itemsTotal: number | null;
  /** Items created so far: the checkpoint each write step moves forward under a condition. */
  itemsDone: number;
  /** Items before this one are settled: their facets are counted and their membership sets written (filters and search find them). */
  setsSettledUpTo?: number;
  /** Parts of the facet counts of the piece being settled that are counted (processor.ts). */
  facetParts?: number;
  /** The first of the item numbers reserved for the file: the i-th item is always number first + i. */
  firstItemNumber: number | null;
  errorCount: number;
  errors: RowError[];
  errorFileKey: string | null;
  /** Give each created item a QR code once the items are written (absent on files before the option). */
  giveCodes?: boolean;
  /** The job that gives them (items' bulk jobs), once started. */
  codesJob?: string | null;
  byId: string;
  byName: string;
  createdAt: string;
  finishedAt: string | null;
}

export function toDataFile(record: DataFileRecord): DataFile {
  return {
    _id: record._id,
    fileName: record.fileName,
    dryRun: record.dryRun,
    state: record.state,
    errorKind: record.errorKind,
    unknownHeaders: record.unknownHeaders,
    rowsTotal: record.rowsTotal,
    rowsDone: record.rowsDone,
    itemsTotal: record.itemsTotal,
    itemsCreated: record.itemsDone,
    errorCount: record.errorCount,
    errors: record.errors,
    hasErrorFile: record.errorFileKey !== null,
    codesJob: record.codesJob ?? null,
    by: { _id: record.byId, name: record.byName },
    createdAt: record.createdAt,
    finishedAt: record.finishedAt,
  };
}

/**
 * Writes a new data file; a real import also claims its upload, so one file is imported once (a file
 * refused before reading, which imports nothing, claims nothing).
 */
export async function putDataFile(record: DataFileRecord): Promise<void> {
  const writes: GuardedItem[] = [{ item: { Put: { TableName: tableName(), Item: record, ConditionExpression: 'attribute_not_exists(pk)' } } }];
  if (!record.dryRun && record.state === 'processing') {
    writes.push({
      item: {
        Put: {
          TableName: tableName(),
          Item: { ...keys.uploadImportClaim(record.companyId, record.uploadId), entity: 'upload-import', dataFileId: record._id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      onConditionFailed: 'ImportAlreadyStarted',
    });
  }
  await transact(writes);
}

export async function dataFileById(companyId: string, dataFileId: string): Promise<DataFileRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.dataFile(companyId, dataFileId), ConsistentRead: true }));
  return (answer.Item as DataFileRecord | undefined) ?? null;
}

function dataFilesQuery(companyId: string): QueryCommandInput {
  const { pk, skPrefix } = keys.dataFilesOf(companyId);
  return {
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
  };
}

/** The company's data files, newest first, up to the page's end. */
export function dataFilesOfCompany(companyId: string, upTo: number): Promise<DataFileRecord[]> {
  return readInOrder<DataFileRecord>({ ...dataFilesQuery(companyId), ScanIndexForward: false }, upTo);
}

export function countDataFiles(companyId: string): Promise<number> {
  return countMatching(dataFilesQuery(companyId));
}

type Changes = Partial<Omit<DataFileRecord, keyof Key | '_id' | 'entity' | 'companyId'>>;

function updateExpression(changes: Changes) {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  return {
    UpdateExpression: `SET ${entries.map((_, index) => `#f${index} = :v${index}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#f${index}`, name])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], index) => [`:v${index}`, value])),
  };
}

/** Changes a data file that is still processing (a finished one never changes again). */
export async function updateDataFile(companyId: string, dataFileId: string, changes: Changes): Promise<void> {
  const update = updateExpression(changes);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.dataFile(companyId, dataFileId),
      ...update,
      ConditionExpression: '#state = :processing',
      ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#state': 'state' },
      ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':processing': 'processing' },
    }),
  );
}

/** Keeps the first reservation of item numbers: a repeated reservation (after a crash) loses to it. */
export async function keepItemRange(companyId: string, dataFileId: string, firstItemNumber: number): Promise<number> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.dataFile(companyId, dataFileId),
        UpdateExpression: 'SET firstItemNumber = :first, phase = :write',
        ConditionExpression: 'attribute_not_exists(firstItemNumber) OR firstItemNumber = :none',
        ExpressionAttributeValues: { ':first': firstItemNumber, ':write': 'write', ':none': null },
      }),
    );
    return firstItemNumber;
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    const record = await dataFileById(companyId, dataFileId);
    return record!.firstItemNumber!;
  }
}

/** The checkpoint of one write step: moves itemsDone from `from` to `to`, only if it is still at `from`. */
export function checkpointWrite(companyId: string, dataFileId: string, step: { from: number; to: number; rowsDone: number }): GuardedItem {
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: keys.dataFile(companyId, dataFileId),
        UpdateExpression: 'SET itemsDone = :to, rowsDone = :rows',
        ConditionExpression: 'itemsDone = :from AND #state = :processing',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':from': step.from, ':to': step.to, ':rows': step.rowsDone, ':processing': 'processing' },
      },
    },
  };
}

/** Settling has got to `upTo` (a record that never settled has no mark). */
const settledAt = (upTo: number) => (upTo === 0 ? '(attribute_not_exists(setsSettledUpTo) OR setsSettledUpTo = :upTo)' : 'setsSettledUpTo = :upTo');

/**
 * The checkpoint of one part of the facet counts of the piece settled from `upTo`: counts the part,
 * only if settling is still at `upTo` with `part` parts counted.
 */
export function facetPartWrite(companyId: string, dataFileId: string, upTo: number, part: number): GuardedItem {
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: keys.dataFile(companyId, dataFileId),
        UpdateExpression: 'SET facetParts = :next',
        ConditionExpression: `${settledAt(upTo)} AND ${part === 0 ? '(attribute_not_exists(facetParts) OR facetParts = :part)' : 'facetParts = :part'}`,
        ExpressionAttributeValues: { ':upTo': upTo, ':part': part, ':next': part + 1 },
      },
    },
  };
}

/** Records that the items before `to` are settled, if settling was at `from` (a repeated settling changes nothing). */
export async function markSettled(companyId: string, dataFileId: string, from: number, to: number): Promise<void> {
  await madeIf(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.dataFile(companyId, dataFileId),
        UpdateExpression: 'SET setsSettledUpTo = :to, facetParts = :none',
        ConditionExpression: settledAt(from),
        ExpressionAttributeValues: { ':upTo': from, ':to': to, ':none': 0 },
      }),
    ),
  );
}
