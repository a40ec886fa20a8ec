import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { Upload } from '@aws-sdk/lib-storage';
import type ExcelJS from 'exceljs';
import { bucketName, s3 } from './adapters/storage';

/**
 * What every streamed xlsx of the workers shares (the item list report, the stocktaking results):
 * waiting for the zip's compressor between batches of rows, and a multipart upload fed as the file
 * is produced. Only workers import this (exceljs and lib-storage stay out of the API functions).
 */

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The worksheet's buffer hands its data to the zip's compressor without waiting for it (exceljs
 * ignores the compressor's backpressure), so rows produced faster than they are compressed would
 * pile up uncompressed. Between batches the writer waits for the compressor and then for `out`.
 */
export async function drained(sheet: ExcelJS.Worksheet, out: Writable): Promise<void> {
  // The compressor's input is a readable-stream (userland) PassThrough: its state is not on Node's getters.
  type Pipe = Writable & { _writableState?: { needDrain?: boolean } };
  const pipes = (sheet as unknown as { stream?: { pipes?: Pipe[] } }).stream?.pipes ?? [];
  for (const pipe of pipes) if (pipe.writableNeedDrain || pipe._writableState?.needDrain) await once(pipe, 'drain');
  if (out.writableNeedDrain) await once(out, 'drain');
}

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
