import type { SQSRecord } from 'aws-lambda';
import { importHeaders, importLimits, rowErrorMessages } from '../../shared/import-columns';
import type { ItemImportJob } from '../../shared/jobs';
import { effectivePlan, type Plan } from '../../shared/plans';
import { maxReceiveCount, queues } from '../../shared/resources';
import type { RowError } from '../../shared/schemas/imports';
import { requireCompany } from '../company/public';
import { isAppError } from '../lib/http/errors';
import { createLogger, describeError } from '../lib/http/logger';
import type { Tenant } from '../lib/http/session';
import { chunkEndAfter, chunkStartBefore, countNewItemFacets, createItemsStep, refreshItemOrders, reserveItemRange, settleItemSets, startCodesJob, type NewItemFields } from '../items/public';
import { raiseNotification, raisePlanLimit } from '../lib/notifications/raise';
import { getUser } from '../users/public';
import type { HeaderMatch } from './columns';
import { dataRows, refusalOf, rowMessages, writeErrorFile } from './file-rows';
import { sendJob } from '../lib/adapters/queues';
import { validateRow } from './rows';
import { errorFileKey } from './storage';
import { checkpointWrite, dataFileById, facetPartWrite, keepItemRange, markSettled, updateDataFile, type DataFileRecord } from './store';

/**
 * The import worker's job: check an uploaded file and, for a real import, create its items.
 *
 * Checking reads the whole file as a stream and writes nothing but the data-file record (and the
 * error file). Writing happens only for a clean file within the plan: the item numbers of the whole
 * file are reserved once and kept on the record, so the i-th item always gets the same id; each
 * step writes the next items with a checkpoint on the record whose condition holds only where the
 * last step ended. A redelivered message or a second worker repeats no step, and a worker stopped
 * anywhere is resumed from the checkpoint by the next delivery. A long file is written in several
 * invocations: the job sends itself again before the Lambda's time runs out.
 */

export interface ImportOptions {
  /** Time one invocation may write for before it hands the rest to a new message. */
  budgetMs?: number;
  /** Called after every committed write step (tests stop a worker mid-file with it). */
  afterStep?: (itemsDone: number) => void | Promise<void>;
}

const defaultBudgetMs = (queues.itemUploads.workerTimeoutSeconds - 60) * 1000;
/** Items offered to one write step; the items domain writes as many of them as one transaction takes. */
const stepItems = 48;

type Outcome = Parameters<typeof updateDataFile>[2];

async function finish(record: DataFileRecord, changes: Outcome): Promise<void> {
  try {
    await updateDataFile(record.companyId, record._id, { phase: 'done', finishedAt: new Date().toISOString(), ...changes });
  } catch (error) {
    // Another delivery of the same job finished it first (it raised the same notification, kept once).
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
  await raiseOutcome(record, changes);
}

/**
 * Tells who started the file how it ended: a real import done, or any check or import failed. A
 * dry run that passes raises nothing (its result is what the page the user is on shows).
 */
function raiseOutcome(record: DataFileRecord, changes: Outcome): Promise<void> {
  const failed = changes.state === 'error';
  if (!failed && record.dryRun) return Promise.resolve();
  const itemsCreated = changes.itemsDone ?? record.itemsDone;
  return raiseNotification({
    companyId: record.companyId,
    requestedBy: record.byId,
    jobId: `import-${record._id}`,
    type: failed ? 'import_failed' : 'import_done',
    recipients: { users: [record.byId], roles: [] },
    actorId: record.byId,
    link: '/items/datafiles',
    params: failed
      ? { fileName: record.fileName, errorKind: changes.errorKind ?? 'server', errorCount: changes.errorCount ?? 0, itemsCreated }
      : { fileName: record.fileName, count: itemsCreated },
  });
}

/** Reads and checks the whole file. Answers whether items are to be written next. */
async function checkFile(record: DataFileRecord): Promise<boolean> {
  let header: { match: HeaderMatch; row: number } | null = null;
  const messages = new Map<number, string>();
  const listed: RowError[] = [];
  let errorCount = 0;
  let rowsTotal = 0;
  let itemsTotal = 0;
  try {
    for await (const row of dataRows(record, (match, sheetRow) => {
      header = { match, row: sheetRow.number };
      return match.unknown.length === 0 && match.missing.length === 0;
    })) {
      rowsTotal += 1;
      if (rowsTotal > importLimits.maxRows) break;
      const result = validateRow(row.number, row.cells);
      if (result.value) {
        itemsTotal += result.value.copies;
        continue;
      }
      errorCount += result.errors.length;
      for (const error of result.errors) if (listed.length < importLimits.listedErrorsMax) listed.push(error);
      messages.set(row.number, rowMessages(record, result.errors));
    }
  } catch (error) {
    // Refused before or while it was read: nothing is written but the record (no error file either).
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    createLogger({ dataFileId: record._id }).warn('import file refused', { errorKind: refusal, reason: isAppError(error) ? error.details : (error as Error).message });
    await finish(record, { state: 'error', errorKind: refusal });
    return false;
  }

  const found = header as { match: HeaderMatch; row: number } | null;
  if (!found || (rowsTotal === 0 && found.match.unknown.length === 0 && found.match.missing.length === 0)) {
    await finish(record, { state: 'error', errorKind: 'data', rowsTotal: 0, itemsTotal: 0 });
    return false;
  }
  if (found.match.unknown.length || found.match.missing.length) {
    const missing = found.match.missing.map((column) => `${importHeaders[record.language][column]} (${rowErrorMessages[record.language].required})`);
    const errorFile = await writeErrorFile(record, [...found.match.unknown, ...missing].join(', '), new Map(), found.row);
    await finish(record, { state: 'error', errorKind: 'headers', unknownHeaders: found.match.unknown, errorFileKey: errorFile });
    return false;
  }
  if (rowsTotal > importLimits.maxRows) {
    await finish(record, { state: 'error', errorKind: 'plan', rowsTotal, itemsTotal: null });
    return false;
  }
  if (errorCount > 0) {
    const errorFile = await writeErrorFile(record, null, messages, found.row);
    await finish(record, { state: 'error', errorKind: 'data', rowsTotal, itemsTotal, errorCount, errors: listed, errorFileKey: errorFile });
    return false;
  }
  const company = await requireCompany(record.companyId);
  const plan = effectivePlan(company, new Date());
  if (company.itemsCount + itemsTotal > plan.items) {
    // A refused real import is a limit reached; a dry run only asked whether it would fit.
    if (!record.dryRun) await raisePlanLimit({ companyId: record.companyId, userId: record.byId }, 'items', plan, company.itemsCount, company.itemsCount + itemsTotal);
    await finish(record, { state: 'error', errorKind: 'plan', rowsTotal, itemsTotal });
    return false;
  }
  if (record.dryRun) {
    await finish(record, { state: 'uploaded', rowsTotal, rowsDone: rowsTotal, itemsTotal });
    return false;
  }
  await updateDataFile(record.companyId, record._id, { rowsTotal, itemsTotal });
  await keepItemRange(record.companyId, record._id, await reserveItemRange(record.companyId, itemsTotal));
  return true;
}

async function readLimits(companyId: string): Promise<{ plan: Plan; itemsCount: number }> {
  const company = await requireCompany(companyId);
  return { plan: effectivePlan(company, new Date()), itemsCount: company.itemsCount };
}

interface PendingItem {
  fields: NewItemFields;
  /** Data rows fully written once this item is. */
  rowsDoneAfter: number;
}

/**
 * Writes the file's items from the record's checkpoint on. Answers false when time ran out first.
 *
 * Steps write the items, their history and the company's counters. Settling follows in the
 * background, a set chunk's worth of items at a time (filters and search count and find new items
 * that much later at most): their facet counts, then their membership sets, then the record's
 * `setsSettledUpTo`. Settled pieces are the same for every worker (a chunk's items, the last one
 * ending with the file), and each facet part is counted under its own checkpoint, so repeated or
 * concurrent settling counts every item once; a resumed worker reads the unsettled items' fields
 * from the file again.
 */
async function writeItems(tenant: Tenant, start: DataFileRecord, options: ImportOptions): Promise<boolean> {
  const deadline = Date.now() + (options.budgetMs ?? defaultBudgetMs);
  const { companyId } = tenant;
  const reserved = { first: start.firstItemNumber!, total: start.itemsTotal! };
  let from = start.itemsDone;
  const pending: PendingItem[] = [];
  let index = 0;
  let dataRow = 0;

  let settledUpTo = start.setsSettledUpTo ?? 0;
  /** The fields of the items written but not settled (positions settledUpTo, settledUpTo + 1, ...). */
  const unsettled: NewItemFields[] = [];
  /** The outbox entries of this worker's steps, with the position each step ended at. */
  const setsJobs: { jobId: string; end: number }[] = [];
  let settling: Promise<void> = Promise.resolve();
  // The plan and item count the steps check against, read again with every settling.
  let limits: { plan: Plan; itemsCount: number } | null = null;
  /** Settles the written items before `to` (a piece boundary), piece by piece, after any settling under way. */
  const settle = (to: number) => {
    limits = null;
    while (settledUpTo < to) {
      const piece = { ...reserved, from: settledUpTo, to: Math.min(to, chunkEndAfter(reserved, settledUpTo)) };
      const fields = unsettled.splice(0, piece.to - piece.from);
      const jobs = setsJobs.filter((job) => job.end <= piece.to);
      setsJobs.splice(0, jobs.length);
      settledUpTo = piece.to;
      settling = settling.then(async () => {
        await countNewItemFacets(tenant, piece, fields, (part) => facetPartWrite(companyId, start._id, piece.from, part));
        await settleItemSets(companyId, piece, jobs.map((job) => job.jobId));
        await markSettled(companyId, start._id, piece.from, piece.to);
      });
    }
    // Awaited below; this only keeps a failure from counting as unhandled meanwhile.
    settling.catch(() => undefined);
  };
  const written = (count: number) => {
    unsettled.push(...pending.splice(0, count).map((item) => item.fields));
    from += count;
  };

  /** Writes one step; answers false when the data file stopped processing under us. */
  const step = async (): Promise<boolean> => {
    limits ??= await readLimits(companyId);
    const { plan, itemsCount } = limits;
    const result = await createItemsStep(tenant, { first: reserved.first, from }, pending.map((item) => item.fields), {
      itemLimit: plan.items,
      at: new Date(),
      countFacets: false,
      checkpoint: (count) => checkpointWrite(companyId, start._id, { from, to: from + count, rowsDone: pending[count - 1]!.rowsDoneAfter }),
    });
    if (result.committed) {
      await raisePlanLimit(tenant, 'items', plan, itemsCount, itemsCount + result.written);
      limits.itemsCount += result.written;
      written(result.written);
      setsJobs.push({ jobId: result.setsJobId!, end: from });
      if (chunkStartBefore(reserved, from) > settledUpTo) {
        // One piece settles while the next is written: a worker never holds more than two pieces' fields.
        await settling;
        settle(chunkStartBefore(reserved, from));
      }
      await options.afterStep?.(from);
      return true;
    }
    // Another delivery of this job got there first: continue from where the record says.
    const now = await dataFileById(companyId, start._id);
    if (!now || now.state !== 'processing') return false;
    written(Math.max(0, now.itemsDone - from));
    return true;
  };

  try {
    for await (const row of dataRows(start, () => true)) {
      dataRow += 1;
      const valid = validateRow(row.number, row.cells).value;
      if (!valid) throw new Error(`Row ${row.number} no longer passes the check`);
      for (let copy = 0; copy < valid.copies; copy++, index++) {
        if (index < settledUpTo) continue;
        if (index < from) unsettled.push(valid.item);
        else pending.push({ fields: valid.item, rowsDoneAfter: copy === valid.copies - 1 ? dataRow : dataRow - 1 });
      }
      while (pending.length >= stepItems) {
        if (!(await step())) return await settling.then(() => true);
        if (Date.now() > deadline) {
          // The chunk being written is settled by the invocation that writes its last item.
          await settling;
          return false;
        }
      }
    }
    while (pending.length > 0) if (!(await step())) return await settling.then(() => true);
  } catch (error) {
    // A plan limit ends the import here: what was written is settled first.
    if (isAppError(error) && error.errorName === 'ItemLimitExceeded') settle(from);
    await settling.catch(() => undefined);
    throw error;
  }
  settle(from);
  await settling;
  // Searches in title, price, code or book value order read packed orders: built again with these items in.
  await refreshItemOrders(tenant.companyId, tenant.userId);
  // Asked for codes: they are given by a job of their own (under the file's id, so a redelivered message starts no second one) before the import reads as done.
  const codesJob = start.giveCodes && from > 0 && start.firstItemNumber !== null ? await giveCodes(tenant, start, from) : null;
  await finish(start, { state: 'uploaded', rowsDone: start.rowsTotal ?? dataRow, itemsDone: from, setsSettledUpTo: from, ...(codesJob ? { codesJob: codesJob._id } : {}) });
  return true;
}

/**
 * Starts the codes of a finished import's items. A refusal (the person's role or the plan no longer
 * allows marking) leaves the items without codes, as printing their labels would give them one, and
 * never fails the import that wrote them.
 */
async function giveCodes(tenant: Tenant, record: DataFileRecord, count: number) {
  try {
    return await startCodesJob(tenant, `codes-${record._id}`, { first: record.firstItemNumber!, count });
  } catch (error) {
    if (!isAppError(error)) throw error;
    createLogger({ dataFileId: record._id }).warn('imported items were not given codes', { error: error.errorName });
    return null;
  }
}

export async function processImport(job: ItemImportJob, sqsRecord?: SQSRecord, options: ImportOptions = {}): Promise<void> {
  let record = await dataFileById(job.companyId, job.jobId);
  if (!record || record.state !== 'processing') return;
  try {
    if (record.phase === 'validate') {
      if (!(await checkFile(record))) return;
      record = (await dataFileById(job.companyId, job.jobId))!;
    }
    const user = await getUser(record.byId);
    const tenant: Tenant = { userId: record.byId, sessionId: `import-${record._id}`, role: user?.role ?? 'stockman', companyId: record.companyId };
    if (!(await writeItems(tenant, record, options))) await sendJob('itemUploads', job);
  } catch (error) {
    if (isAppError(error) && error.errorName === 'ItemLimitExceeded') {
      // Items were created meanwhile by other means: what was written stays, the rest is refused.
      const company = await requireCompany(record.companyId);
      await raisePlanLimit({ companyId: record.companyId, userId: record.byId }, 'items', effectivePlan(company, new Date()), company.itemsCount, Infinity);
      // The latest checkpoint: the notice counts the items that were created.
      await finish((await dataFileById(record.companyId, record._id)) ?? record, { state: 'error', errorKind: 'plan' });
      return;
    }
    const lastTry = Number(sqsRecord?.attributes.ApproximateReceiveCount ?? 0) >= maxReceiveCount;
    if (lastTry) {
      createLogger({ dataFileId: record._id }).error('import failed on its last try', describeError(error));
      await finish(record, { state: 'error', errorKind: 'server' }).catch(() => undefined);
    }
    throw error;
  }
}
