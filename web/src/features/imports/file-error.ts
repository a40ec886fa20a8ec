import type { TFunction } from 'i18next';
import { importLimits } from '../../../../shared/import-columns';
import type { DataFile } from './api/data-files';

type ImportsT = TFunction<'imports'>;

/** The size limit in whole megabytes, as the texts name it. */
export const maxFileMegabytes = Math.round(importLimits.maxFileBytes / (1024 * 1024));

/** Why a file ended in error, in full (the result of the run started on the page). */
export function fileErrorText(t: ImportsT, file: Pick<DataFile, 'errorKind' | 'errorCount' | 'unknownHeaders' | 'itemsTotal'>): string {
  switch (file.errorKind) {
    case 'headers':
      return t('error_headers', { headers: file.unknownHeaders.join(', ') });
    case 'plan':
      return t('error_plan', { items: file.itemsTotal ?? '' });
    case 'data':
      return file.errorCount > 0 ? t('error_data', { count: file.errorCount }) : t('error_data_empty');
    case 'type':
      return t('error_type');
    case 'size':
      return t('error_size', { max: maxFileMegabytes });
    case 'unpacked':
      // The worker refused it with this catalogue error (functions/imports/unpack.ts): its message says why.
      return t('ImportFileUnpackedTooLarge', { ns: 'errors' });
    default:
      return t('error_server');
  }
}

/** Why a file ended in error, in short (the upload history). */
export function fileErrorReason(t: ImportsT, file: Pick<DataFile, 'errorKind' | 'errorCount'>): string {
  const kind = file.errorKind ?? 'server';
  if (kind === 'data' && file.errorCount === 0) return t('reasons.data_empty');
  return t(`reasons.${kind}`, { max: maxFileMegabytes });
}
