import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { SQSClient } from '@aws-sdk/client-sqs';
import { createLogger, describeError } from '../../functions/lib/http/logger';
import { apiBasePath, type Domain } from '../../shared/routes';
import { queues, type QueueName } from '../../shared/resources';
import { securityHeaders } from '../stacks/security-headers';
import { builtWeb, devInlineScriptHashes } from './built-web';
import { domainEntry, invokeApi, loadHandler, repoRoot } from './gateway';
import { startPoller, type Poller } from './sqs/poller';

/**
 * The local front door, like CloudFront + API Gateway in AWS: `/api/v1/*` runs the domain Lambdas
 * from the route table, everything else is the web app (Vite with hot reload, or the built files).
 * It reads the same environment the Lambdas get in AWS (written by `npm start` to .local/env.json).
 */

export interface DevServer {
  url: string;
  close(): Promise<void>;
}

export interface DevServerOptions {
  port: number;
  host?: string;
  /** 'vite': dev server with hot reload; 'dist': the build in web/dist, as CloudFront serves it; 'none': API only. */
  web?: 'vite' | 'dist' | 'none';
  /** The build 'dist' serves. Default web/dist. */
  webDist?: string;
  /** Run the SQS poller that feeds the workers. */
  pollQueues?: boolean;
}

const maxBodyBytes = 6 * 1024 * 1024;

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Same ceiling as a Lambda payload; the handler answers PayloadTooLarge below it.
      if (size > maxBodyBytes) request.destroy(new Error('payload too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

async function serveApi(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const body = await readBody(request);
  const handlers = new Map<Domain, ReturnType<typeof loadHandler>>();
  const result = await invokeApi(
    {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers as Record<string, string | undefined>,
      body: body.length ? body : undefined,
      sourceIp: request.socket.remoteAddress?.replace(/^::ffff:/, ''),
    },
    (domain) => {
      if (!handlers.has(domain)) handlers.set(domain, loadHandler(domainEntry(domain)));
      return handlers.get(domain)!;
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  response.writeHead(result.statusCode ?? 200, headers);
  if (result.cookies?.length) response.setHeader('set-cookie', result.cookies);
  response.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const host = options.host ?? '127.0.0.1';
  let webMiddleware: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined;
  let closeWeb: (() => Promise<void>) | undefined;
  // The headers CloudFront adds in AWS (WebStack), on every answer; presigned URLs point at the local S3.
  const s3Endpoint = process.env.AWS_ENDPOINT_URL_S3;
  const headerOptions = { storageOrigins: s3Endpoint ? [new URL(s3Endpoint).origin] : [], devScriptSources: [] as string[] };
  let headers = securityHeaders(headerOptions);

  // API calls still running: closing waits for them, so none runs on after the server is gone (a
  // test file's environment is put back then, and the next file's set).
  const inFlight = new Set<Promise<void>>();
  const server: Server = createServer((request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    if (pathname === apiBasePath || pathname.startsWith(`${apiBasePath}/`)) {
      const served = serveApi(request, response)
        .catch((error: unknown) => {
          createLogger({ source: 'dev-server' }).error('API request failed', describeError(error));
          if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: 'InternalError', message: 'Internal error' }));
        })
        .finally(() => inFlight.delete(served));
      inFlight.add(served);
      return;
    }
    if (!webMiddleware) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    webMiddleware(request, response, () => response.writeHead(404).end('Not found'));
  });

  if (options.web === 'vite') {
    const { createServer: createVite } = await import('vite');
    const vite = await createVite({
      configFile: path.join(repoRoot, 'web/vite.config.ts'),
      appType: 'spa',
      server: { middlewareMode: true, ws: { server } },
      logLevel: 'warn',
    });
    webMiddleware = vite.middlewares;
    closeWeb = () => vite.close();
    const source = readFileSync(path.join(repoRoot, 'web/index.html'), 'utf8');
    headerOptions.devScriptSources = devInlineScriptHashes(await vite.transformIndexHtml('/', source), source);
    // Under Vite only the CSP: with Referrer-Policy (or nosniff, HSTS, X-Frame-Options) on the dev
    // server's answers the notifications sheet of test/e2e/notifications.test.ts vanished on a phone
    // (cause not found); the same test passes on the built app with every header. The built app
    // ('dist') gets them all, as CloudFront sends them.
    headers = { 'content-security-policy': securityHeaders(headerOptions)['content-security-policy']! };
  } else if (options.web === 'dist') {
    webMiddleware = builtWeb(options.webDist ?? path.join(repoRoot, 'web/dist'));
  }

  let poller: Poller | undefined;
  if (options.pollQueues) {
    const client = new SQSClient({});
    const queueUrls: Partial<Record<QueueName, { url: string }>> = {};
    for (const name of Object.keys(queues) as QueueName[]) {
      const url = process.env[queues[name].envVar];
      if (url) queueUrls[name] = { url };
    }
    poller = startPoller({ client, queues: queueUrls });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  return {
    url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`,
    close: async () => {
      await poller?.stop();
      await closeWeb?.();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      while (inFlight.size) await Promise.allSettled([...inFlight]);
      server.closeAllConnections();
      await closed;
    },
  };
}
