import { PassThrough, type Writable } from 'node:stream';
import { Upload } from '@aws-sdk/lib-storage';
import { bucketName, s3 } from '../lib/adapters/storage';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Writes a document into the documents bucket as it is produced: `write` fills a stream that a
 * multipart upload sends 5 MB part by part (two in flight), so memory stays flat whatever its size.
 * If `write` fails the upload is aborted and nothing is left under the key.
 */
export async function uploadXlsx<T>(key: string, write: (out: Writable) => Promise<T>): Promise<T> {
  const body = new PassThrough({ highWaterMark: 1024 * 1024 });
  const upload = new Upload({
    client: await s3(),
    params: { Bucket: bucketName('documents'), Key: key, Body: body, ContentType: xlsxType },
    partSize: 5 * 1024 * 1024,
    queueSize: 2,
    leavePartsOnError: false,
  });
  const sent = upload.done();
  try {
    const result = await write(body);
    body.end();
    await sent;
    return result;
  } catch (error) {
    body.destroy(error as Error);
    await upload.abort().catch(() => undefined);
    await sent.catch(() => undefined);
    throw error;
  }
}
