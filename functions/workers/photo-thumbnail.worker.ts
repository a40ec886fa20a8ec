import { createRequire } from 'node:module';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand } from '@aws-sdk/client-s3';
import type SharpModule from 'sharp';
import { photoThumbnailsJob, type PhotoThumbnailsJob } from '../../shared/jobs';
import { photoRules } from '../../shared/photos';
import { s3 } from '../lib/adapters/storage';
import { photoKeys, photosBucket } from '../items/photos/storage';
import { dispatchByKind, sqsWorker, type ProcessorMap } from '../lib/sqs-worker';

/**
 * Worker of the photoThumbnails queue: one small WebP per accepted photo, made once. sharp is a
 * native module shipped in a Lambda layer built for the function's architecture (infra/stacks/
 * sharp-layer.ts), so it is loaded with require (ES module imports do not search layers).
 */
let sharp: typeof SharpModule | undefined;
function loadSharp(): typeof SharpModule {
  sharp ??= createRequire(import.meta.url)('sharp') as typeof SharpModule;
  return sharp;
}

const isMissing = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound;

/** Makes the thumbnail of the image `bytes`: fits a square, keeps the aspect, turns by EXIF orientation. */
export async function thumbnailOf(bytes: Uint8Array): Promise<Buffer> {
  return loadSharp()(bytes)
    .rotate()
    .resize(photoRules.thumbnailSize, photoRules.thumbnailSize, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
}

/**
 * Idempotent: a redelivered job finds the thumbnail made and stops; a photo deleted before its
 * job ran has no original, and there is nothing to do. A photo deleted while its thumbnail was
 * being made loses the thumbnail too: the original is looked for again after the thumbnail is put
 * (S3 reads its own writes), so no thumbnail outlives its photo. `afterRead` lets tests act there.
 */
export async function makeThumbnail(name: string, options: { afterRead?: () => Promise<void> } = {}): Promise<'made' | 'exists' | 'gone'> {
  const Bucket = photosBucket();
  const client = await s3();
  const exists = async (Key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key }));
      return true;
    } catch (error) {
      if (!isMissing(error) && (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404) throw error;
      return false;
    }
  };
  if (await exists(photoKeys.thumbnail(name))) return 'exists';
  let original: Uint8Array;
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket, Key: photoKeys.original(name) }));
    original = await answer.Body!.transformToByteArray();
  } catch (error) {
    if (isMissing(error)) return 'gone';
    throw error;
  }
  await options.afterRead?.();
  const thumbnail = await thumbnailOf(original);
  await client.send(new PutObjectCommand({ Bucket, Key: photoKeys.thumbnail(name), Body: thumbnail, ContentType: 'image/webp', CacheControl: 'private, max-age=86400' }));
  if (await exists(photoKeys.original(name))) return 'made';
  await client.send(new DeleteObjectCommand({ Bucket, Key: photoKeys.thumbnail(name) }));
  return 'gone';
}

const processors: ProcessorMap<PhotoThumbnailsJob> = {
  'photos.thumbnail': async (job) => {
    await makeThumbnail(job.name);
  },
};

export const handler = sqsWorker(photoThumbnailsJob, dispatchByKind(processors));
