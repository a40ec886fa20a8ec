import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The text of a PDF as a reader sees it (poppler's pdftotext, installed by .ci/run when absent). */
export function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'assetbook-pdf-'));
  try {
    writeFileSync(join(dir, 'document.pdf'), bytes);
    return execFileSync('pdftotext', ['-layout', join(dir, 'document.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
