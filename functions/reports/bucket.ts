import { reportFilesPrefix } from '../../shared/resources';
import { presignedGet } from '../lib/adapters/storage';

/** Presigned downloads live this long: the e-mailed link signs a fresh one on every click. */
export const downloadUrlSeconds = 300;

/** Where a company's report file is kept (one key per report, so a rebuilt file replaces itself); the prefix expires (storage stack). */
export const reportFileKey = (companyId: string, reportId: string) => `${reportFilesPrefix}${companyId}/${reportId}.xlsx`;

/** A short-lived GET of a report file that the browser saves under `fileName`. */
export function presignedDownload(key: string, fileName: string): Promise<string> {
  return presignedGet('documents', key, { seconds: downloadUrlSeconds, fileName });
}
