import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInputsFile } from '../stacks/web-files';
import { builtFileOf, builtWeb } from './built-web';
import { listenLocal } from './listen';

/** A build folder as Vite writes it: index.html, hashed files under assets/, a public file, and the inputs hash. */
const root = mkdtempSync(path.join(tmpdir(), 'built-web-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
mkdirSync(path.join(root, 'assets'));
writeFileSync(path.join(root, 'index.html'), `<!doctype html><title>app</title>${' '.repeat(1200)}`);
writeFileSync(path.join(root, 'assets/index-AbC123.js'), script);
writeFileSync(path.join(root, 'assets/logo-AbC123.png'), Buffer.alloc(2000, 1));
writeFileSync(path.join(root, 'firebase-messaging-sw.js'), 'self;');
writeFileSync(path.join(root, buildInputsFile), 'hash\n');

let base = '';
let close: () => Promise<void> = async () => {};
beforeAll(async () => {
  const serve = builtWeb(root);
  const server = createServer((req, res) => serve(req, res, () => res.writeHead(404).end('Not found')));
  ({ endpoint: base, close } = await listenLocal(server, '127.0.0.1'));
});
afterAll(async () => {
  await close();
  rmSync(root, { recursive: true, force: true });
});

/** A raw request (fetch would decode the body and hide the encoding). */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('builtFileOf (CloudFront viewer-request rewrite)', () => {
  it('answers app routes with index.html and files as they are', () => {
    expect(builtFileOf(root, '/')).toBe(path.join(root, 'index.html'));
    expect(builtFileOf(root, '/items/abc?page=2')).toBe(path.join(root, 'index.html'));
    expect(builtFileOf(root, '/assets/index-AbC123.js')).toBe(path.join(root, 'assets/index-AbC123.js'));
  });

  it('serves nothing out of the folder and no dotfile', () => {
    expect(builtFileOf(root, '/../secret.txt')).toBeUndefined();
    expect(builtFileOf(root, '/%2e%2e/secret.txt')).toBeUndefined();
    expect(builtFileOf(root, `/${buildInputsFile}`)).toBeUndefined();
    expect(builtFileOf(root, '/%E0%A4%A.js')).toBeUndefined();
  });
});

describe('builtWeb', () => {
  it('keeps content-hashed assets a year, compressed for a viewer that accepts it (Brotli first)', async () => {
    const answer = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);

    const gzip = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('does not compress images', async () => {
    const answer = await get('/assets/logo-AbC123.png', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.length).toBe(2000);
  });

  it('answers an app route with index.html, revalidated by its ETag', async () => {
    const answer = await get('/items/some-id');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body.toString()).toContain('<title>app</title>');
    const etag = answer.headers.etag!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

    const again = await get('/auth/login', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await get('/', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('revalidates the files outside assets/ (the service worker, icons)', async () => {
    expect((await get('/firebase-messaging-sw.js')).headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD without a body; a missing file, a dotfile or another method is not found', async () => {
    const head = await get('/assets/index-AbC123.js', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(script)));
    expect(head.body.length).toBe(0);
    expect((await get('/assets/missing-AbC.js')).status).toBe(404);
    expect((await get(`/${buildInputsFile}`)).status).toBe(404);
    expect((await get('/index.html', {}, 'POST')).status).toBe(404);
  });
});
