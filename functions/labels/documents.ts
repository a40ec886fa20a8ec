import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { temporaryPrefix } from '../../shared/resources';
import { required } from '../lib/env';

/** The link is for the download that follows at once; the object itself expires with the tmp/ prefix. */
export const linkSeconds = 300;

let client: S3Client | undefined;
function s3(): S3Client {
  // Path style and checksums only when required: what s3rver understands, and harmless on AWS.
  client ??= new S3Client({ forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' });
  return client;
}

/** Stores a generated PDF under tmp/ of the documents bucket and answers a short-lived link that downloads it. */
export async function storePdf(companyId: string, fileName: string, bytes: Uint8Array, now = new Date()): Promise<{ url: string; expiresAt: string }> {
  const bucket = required('DOCUMENTS_BUCKET');
  const key = `${temporaryPrefix}labels/${companyId}/${randomUUID()}.pdf`;
  const disposition = `attachment; filename="${fileName}"`;
  await s3().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: 'application/pdf', ContentDisposition: disposition }));
  const url = await getSignedUrl(s3(), new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: disposition }), { expiresIn: linkSeconds });
  return { url, expiresAt: new Date(now.getTime() + linkSeconds * 1000).toISOString() };
}
