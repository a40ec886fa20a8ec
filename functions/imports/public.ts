import { AppError } from '../lib/http/errors';
import { dataFileById } from './store';

/**
 * What other domains may ask of imports: labels print the items a finished import created, which
 * are the items of its reserved range in file order.
 */

/** The item numbers a finished import created: `count` items from `first`, in the file's order. NotFound for another company's file. */
export async function importedItemRange(companyId: string, dataFileId: string): Promise<{ first: number; count: number }> {
  const record = await dataFileById(companyId, dataFileId);
  if (!record) throw new AppError('NotFound');
  if (record.dryRun || record.firstItemNumber === null || record.itemsDone === 0) throw new AppError('EmptySelection');
  return { first: record.firstItemNumber, count: record.itemsDone };
}
