import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { cacheControlOf } from '../stacks/web-files';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves a web build as CloudFront does: a path whose last segment has a dot is a file, anything
 * else is an app route answered with index.html (web-stack.ts, spaRewriteFunctionCode); content-hashed
 * files are cached for a year, the rest revalidated (web-files.ts).
 */
export function builtWeb(root: string) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const pathname = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    const last = pathname.slice(pathname.lastIndexOf('/') + 1);
    const file = path.join(root, last.includes('.') ? path.normalize(pathname) : 'index.html');
    if (!file.startsWith(root + path.sep)) return next();
    stat(file)
      .then(async (info) => {
        if (!info.isFile()) return next();
        const body = await readFile(file);
        response.writeHead(200, {
          'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
          'cache-control': cacheControlOf(path.relative(root, file).split(path.sep).join('/')),
        });
        response.end(body);
      })
      .catch(() => next());
  };
}

/**
 * CSP hashes of the inline scripts Vite's dev server adds to index.html (the React refresh
 * preamble). They exist only in development; inline scripts of the page itself are not in the list,
 * so the dev server refuses them as CloudFront's policy does in production.
 */
export function devInlineScriptHashes(transformed: string, source: string): string[] {
  const inline = (html: string) => [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  const own = new Set(inline(source));
  return inline(transformed)
    .filter((script) => !own.has(script))
    .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
}
