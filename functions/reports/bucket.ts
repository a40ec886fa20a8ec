import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { reportFilesPrefix } from '../../shared/resources';
import { required } from '../lib/env';

/** Presigned downloads live this long: the e-mailed link signs a fresh one on every click. */
export const downloadUrlSeconds = 300;

let client: S3Client | undefined;

/** Path-style and checksums only when required: what s3rver needs locally, and valid on AWS. */
export function documentsClient(): S3Client {
  client ??= new S3Client({ forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' });
  return client;
}

export const documentsBucket = () => required('DOCUMENTS_BUCKET');

/** Where a company's report file is kept (one key per report, so a rebuilt file replaces itself); the prefix expires (storage stack). */
export const reportFileKey = (companyId: string, reportId: string) => `${reportFilesPrefix}${companyId}/${reportId}.xlsx`;

/** A short-lived GET of a document that the browser saves under `fileName`. */
export function presignedDownload(key: string, fileName: string): Promise<string> {
  return getSignedUrl(
    documentsClient(),
    new GetObjectCommand({
      Bucket: documentsBucket(),
      Key: key,
      ResponseContentDisposition: `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`,
    }),
    { expiresIn: downloadUrlSeconds },
  );
}
