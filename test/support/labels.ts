import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { labelFormats, type LabelFormatId } from '../../shared/label-formats';
import { labelSlots } from '../../functions/labels/layout';

const run = promisify(execFile);
const dpi = 300;
const px = (mm: number) => Math.round((mm / 25.4) * dpi);

/**
 * Reads a label PDF back the way a scanner would see it printed: each page rendered at 300 dpi
 * (pdftoppm), each label's area on its own (zbar misses codes on a crowded page), decoded by zbarimg.
 * Answers the payloads in sheet order; a label that does not decode is missing from the list.
 */
export async function decodeLabels(pdf: Uint8Array, formatId: LabelFormatId): Promise<string[]> {
  const format = labelFormats[formatId];
  const pages = (await PDFDocument.load(pdf)).getPageCount();
  const dir = await mkdtemp(path.join(tmpdir(), 'labels-'));
  try {
    const file = path.join(dir, 'labels.pdf');
    await writeFile(file, pdf);
    const slots = labelSlots(format);
    let index = 0;
    for (let page = 1; page <= pages; page++) {
      for (const slot of slots) {
        const top = format.page.height - slot.y - format.label.height;
        const name = path.join(dir, `label-${String(index++).padStart(5, '0')}`);
        await run('pdftoppm', ['-r', String(dpi), '-png', '-singlefile', '-f', String(page), '-l', String(page),
          '-x', String(px(slot.x)), '-y', String(px(top)), '-W', String(px(format.label.width)), '-H', String(px(format.label.height)), file, name]);
      }
    }
    const images = (await readdir(dir)).filter((name) => name.endsWith('.png')).sort().map((name) => path.join(dir, name));
    const decoded: string[] = [];
    // zbarimg exits 4 when an image holds no code (the blank slots after the last label).
    for (let start = 0; start < images.length; start += 100) {
      const answer = await run('zbarimg', ['--raw', '-q', '-Sdisable', '-Sqrcode.enable', ...images.slice(start, start + 100)]).catch((error: { stdout?: string; code?: number }) => {
        if (error.code === 4 && error.stdout !== undefined) return { stdout: error.stdout };
        throw error;
      });
      decoded.push(...answer.stdout.split('\n').filter(Boolean));
    }
    return decoded;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Downloads a presigned link's file as the browser would. */
export async function download(url: string): Promise<{ bytes: Uint8Array; type: string | null; disposition: string | null }> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`GET ${url}: ${answer.status}`);
  return { bytes: new Uint8Array(await answer.arrayBuffer()), type: answer.headers.get('content-type'), disposition: answer.headers.get('content-disposition') };
}
