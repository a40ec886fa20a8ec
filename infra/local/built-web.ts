import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { cacheControlOf } from '../stacks/web-files';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** CloudFront compresses text types of 1,000 bytes to 10 MB when the viewer accepts it, Brotli before gzip. */
const compressible = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);
const minCompressedBytes = 1000;

interface ServedFile {
  /** Modification time and size the entry was read at: a rebuilt file is read again. */
  version: string;
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

type Encoding = 'br' | 'gzip';

function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q?.trim() !== 'q=0')
      .map(([name]) => name!.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

function encoded(file: ServedFile, encoding: Encoding): Buffer {
  // Brotli at quality 5: about 6% larger than at 11 and some thirty times faster, as edge caches compress on the fly.
  if (encoding === 'br') return (file.br ??= brotliCompressSync(file.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: file.body.length } }));
  return (file.gzip ??= gzipSync(file.body));
}

/**
 * Where a request lands in the build, as CloudFront's viewer-request function decides it
 * (web-stack.ts, spaRewriteFunctionCode): a path whose last segment has a dot is a file, anything
 * else an app route answered with index.html. Undefined for what is not served: a path out of the
 * folder, or a dotfile (the build's inputs hash, infra/local/web-build.ts), which the deployment
 * leaves out of the bucket.
 */
export function builtFileOf(root: string, url: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (!last.includes('.')) return path.join(root, 'index.html');
  if (pathname.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const file = path.join(root, path.normalize(pathname));
  return file.startsWith(root + path.sep) ? file : undefined;
}

/**
 * Serves a web build as CloudFront serves it from its bucket: app routes get index.html, files are
 * compressed for viewers that accept it, content-hashed files are cached for a year and the rest
 * revalidated (web-files.ts) by their ETag. The local front door (`npm start`) and the browser tests
 * serve the build through this one function.
 */
export function builtWeb(root: string) {
  const files = new Map<string, ServedFile>();
  const load = async (file: string): Promise<ServedFile | undefined> => {
    const info = await stat(file);
    if (!info.isFile()) return undefined;
    const version = `${info.mtimeMs}:${info.size}`;
    const cached = files.get(file);
    if (cached?.version === version) return cached;
    const body = await readFile(file);
    // S3's ETag of a single-part object: the MD5 of its bytes.
    const served: ServedFile = { version, body, etag: `"${createHash('md5').update(body).digest('hex')}"` };
    files.set(file, served);
    return served;
  };

  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const method = request.method ?? 'GET';
    const file = builtFileOf(root, request.url ?? '/');
    if ((method !== 'GET' && method !== 'HEAD') || !file) return next();
    load(file)
      .then((served) => {
        if (!served) return next();
        const extension = path.extname(file);
        const headers: Record<string, string> = {
          'content-type': contentTypes[extension] ?? 'application/octet-stream',
          'cache-control': cacheControlOf(path.relative(root, file).split(path.sep).join('/')),
          etag: served.etag,
        };
        const mayCompress = compressible.has(extension) && served.body.length >= minCompressedBytes;
        if (mayCompress) headers.vary = 'Accept-Encoding';
        if (request.headers['if-none-match'] === served.etag) {
          response.writeHead(304, headers).end();
          return;
        }
        const encoding = mayCompress ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
        const body = encoding ? encoded(served, encoding) : served.body;
        if (encoding) headers['content-encoding'] = encoding;
        headers['content-length'] = String(body.length);
        response.writeHead(200, headers);
        response.end(method === 'HEAD' ? undefined : body);
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
