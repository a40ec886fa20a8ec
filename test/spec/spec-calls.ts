import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads the calls listed in the "Calls" sections of the product spec (../shared/spec), in the
 * three forms the spec uses: table rows, bullet lines, and `;`-separated lists under a heading
 * that names a base path (e.g. "### Users, /company/{company}/user").
 */

const methods = 'GET|POST|PUT|PATCH|DELETE';
export const specDir = path.resolve(import.meta.dirname, '../../../shared/spec');

export interface SpecCall {
  method: string;
  path: string;
}

/** `/company/{id}/x` and `/company/{company}/x` are the same call: parameters compare by position. */
export function callKey(method: string, callPath: string): string {
  const normalised = callPath.replace(/\{\w+\}/g, '{}').replace(/\/+$/, '') || '/';
  return `${method} ${normalised}`;
}

function callsSection(markdown: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^## \d+\. Calls/.test(line));
  const end = lines.findIndex((line, index) => index > start && /^## /.test(line));
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

export function parseSpecCalls(markdown: string): SpecCall[] {
  const calls: SpecCall[] = [];
  let base = '';
  const add = (method: string, relative: string | undefined) => {
    const suffix = relative?.startsWith('/') ? relative : '';
    const absolute = suffix && !base ? suffix : `${base}${suffix}`;
    calls.push({ method, path: absolute.replace(/[.,]+$/, '').replace(/\/+$/, '') });
  };
  for (const line of callsSection(markdown)) {
    const heading = /^### [^,]+(?:, (\/\S+))?/.exec(line);
    if (heading) {
      base = heading[1] ?? '';
      continue;
    }
    const row = new RegExp(`^\\| (${methods})(?: (/\\S*))? \\|`).exec(line);
    if (row) {
      add(row[1]!, row[2]);
      continue;
    }
    const bullet = new RegExp(`^(?:- )?(${methods}) (/\\S*)`).exec(line);
    if (bullet && !line.includes(';')) {
      const saved = base;
      base = '';
      add(bullet[1]!, bullet[2]);
      base = saved;
      continue;
    }
    if (new RegExp(`^(${methods})\\b`).test(line) && line.includes(';')) {
      for (const part of line.split(';')) {
        const match = new RegExp(`^\\s*(${methods})\\b(.*)$`).exec(part);
        if (!match) continue;
        const paths = match[2]!.split(',').map((piece) => piece.trim().split(/\s+/)[0]).filter((p) => p?.startsWith('/'));
        if (paths.length === 0) add(match[1]!, undefined);
        for (const relative of paths) add(match[1]!, relative);
      }
    }
  }
  return calls;
}

export function specCalls(): SpecCall[] {
  return ['platform.md', 'assets.md'].flatMap((file) => parseSpecCalls(readFileSync(path.join(specDir, file), 'utf8')));
}
