import type { S3Client } from '@aws-sdk/client-s3';
import { buckets, type BucketName } from '../../../shared/resources';
import { required } from '../env';

/*
 * The S3 SDK loads on the first call that needs it, not at a function's start: the runtime provides
 * it, but loading it would add to every cold start of calls that touch no file (the item list).
 */
export const s3Sdk = () => import('@aws-sdk/client-s3');
let client: Promise<S3Client> | undefined;

/**
 * The one S3 client of a function. Path-style addressing works on AWS and on the local s3rver;
 * checksums only when S3 requires them, so streamed bodies are not stored with chunk framing and
 * presigned URLs do not pin an empty-body checksum (ARCHITECTURE.md, the local stack).
 */
export function s3(): Promise<S3Client> {
  client ??= s3Sdk().then(
    ({ S3Client }) => new S3Client({ forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }),
  );
  return client;
}

/** The real name of one of the product's buckets (only functions granted it have the variable). */
export const bucketName = (bucket: BucketName): string => required(buckets[bucket].envVar);

/** A file name safe inside a Content-Disposition header. */
export const safeFileName = (fileName: string): string => fileName.replace(/[^\w.-]/g, '_');

/** "Save as `fileName`": an ASCII fallback and the exact (e.g. Cyrillic) name for browsers that read RFC 6266. */
export const attachmentDisposition = (fileName: string): string =>
  `attachment; filename="${safeFileName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * A short-lived presigned GET of an object; with `fileName` the browser saves it under that name.
 * Presigned URLs die with the credentials that signed them (a function role's last hours), so any
 * link that must live longer goes to a route that signs a fresh one.
 */
export async function presignedGet(bucket: BucketName, key: string, options: { seconds: number; fileName?: string }): Promise<string> {
  const [{ GetObjectCommand }, { getSignedUrl }] = await Promise.all([s3Sdk(), import('@aws-sdk/s3-request-presigner')]);
  const disposition = options.fileName ? { ResponseContentDisposition: attachmentDisposition(options.fileName) } : {};
  return getSignedUrl(await s3(), new GetObjectCommand({ Bucket: bucketName(bucket), Key: key, ...disposition }), { expiresIn: options.seconds });
}

/**
 * A browser POST form for one upload to exactly `key`: S3 itself refuses a body over `maxBytes` or
 * of another declared type. The function that later records the upload still checks its bytes.
 */
export async function presignedPost(bucket: BucketName, key: string, options: { maxBytes: number; contentType: string; seconds: number }) {
  const { createPresignedPost } = await import('@aws-sdk/s3-presigned-post');
  const post = await createPresignedPost(await s3(), {
    Bucket: bucketName(bucket),
    Key: key,
    Conditions: [
      ['content-length-range', 1, options.maxBytes],
      ['eq', '$Content-Type', options.contentType],
    ],
    Fields: { 'Content-Type': options.contentType },
    Expires: options.seconds,
  });
  return { url: post.url, fields: post.fields };
}
