import { randomUUID } from 'node:crypto';
import { temporaryPrefix } from '../../shared/resources';
import { attachmentDisposition, bucketName, presignedGet, s3, s3Sdk } from '../lib/adapters/storage';

/** The link is for the download that follows at once; the object itself expires with the tmp/ prefix. */
export const linkSeconds = 300;

/** Stores a generated PDF under tmp/ of the documents bucket (it expires with the prefix); answers its key. */
export async function putPdf(companyId: string, fileName: string, bytes: Uint8Array): Promise<string> {
  const key = `${temporaryPrefix}labels/${companyId}/${randomUUID()}.pdf`;
  const { PutObjectCommand } = await s3Sdk();
  await (await s3()).send(new PutObjectCommand({ Bucket: bucketName('documents'), Key: key, Body: bytes, ContentType: 'application/pdf', ContentDisposition: attachmentDisposition(fileName) }));
  return key;
}

/** Stores a generated PDF and answers a short-lived link that downloads it. */
export async function storePdf(companyId: string, fileName: string, bytes: Uint8Array, now = new Date()): Promise<{ url: string; expiresAt: string }> {
  const key = await putPdf(companyId, fileName, bytes);
  const url = await presignedGet('documents', key, { seconds: linkSeconds, fileName });
  return { url, expiresAt: new Date(now.getTime() + linkSeconds * 1000).toISOString() };
}
