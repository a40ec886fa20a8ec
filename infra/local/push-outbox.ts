import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { escapeMarkup, readBody } from './http-body';
import { listenLocal } from './listen';

/**
 * The local stand-in for push messages (Firebase Cloud Messaging in AWS): the local push adapter
 * (functions/lib/adapters/push.ts) POSTs each message for one device token to `/send`; the outbox
 * keeps it, shown newest first at `/` and as JSON at `/messages`, like the SMS outbox. A token
 * starting with `invalid-` is answered 404 UNREGISTERED, as FCM answers a dead token, so the
 * product's dropping of dead tokens can be seen locally.
 */

export interface PushedMessage {
  name: string;
  token: string;
  title: string;
  body: string;
  link: string;
  data: Record<string, string>;
  at: string;
}

export const invalidTokenPrefix = 'invalid-';

function page(messages: PushedMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeMarkup(m.at)}</td><td>${escapeMarkup(m.token)}</td><td><b>${escapeMarkup(m.title)}</b><br>${escapeMarkup(m.body)}</td><td><a href="${escapeMarkup(m.link)}">${escapeMarkup(m.link)}</a></td></tr>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Push outbox</title><meta http-equiv="refresh" content="5">
<style>body{font-family:sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.4rem .8rem;text-align:left;vertical-align:top}</style></head>
<body><h1>Push outbox</h1><p>Push messages the local stack sent to device tokens (newest first; refreshes every 5 s). Tokens starting with <code>${invalidTokenPrefix}</code> are answered as unregistered.</p>
<table><tr><th>Sent</th><th>Token</th><th>Message</th><th>Opens</th></tr>${rows || '<tr><td colspan="4">No push messages yet</td></tr>'}</table></body></html>`;
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

export async function startPushOutbox(options: { host?: string; port?: number } = {}) {
  const host = options.host ?? '127.0.0.1';
  const messages: PushedMessage[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method === 'GET' && url.pathname === '/messages') return json(200, { messages });
    if (request.method === 'GET' && url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page([...messages].reverse()));
      return;
    }
    if (request.method !== 'POST' || url.pathname !== '/send') return json(404, { error: { code: 404, status: 'NOT_FOUND', message: 'No such endpoint' } });
    readBody(request)
      .then((text) => {
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(text) as Record<string, unknown>;
        } catch {
          return json(400, { error: { code: 400, status: 'INVALID_ARGUMENT', message: 'Body is not JSON' } });
        }
        const { token, title, body: line, link, data } = body;
        if (typeof token !== 'string' || !token || typeof title !== 'string' || typeof line !== 'string' || typeof link !== 'string' || !isStringRecord(data)) {
          return json(400, { error: { code: 400, status: 'INVALID_ARGUMENT', message: 'token, title, body, link and data (strings) are required' } });
        }
        if (token.startsWith(invalidTokenPrefix)) {
          return json(404, { error: { code: 404, status: 'NOT_FOUND', message: 'Requested entity was not found.', details: [{ errorCode: 'UNREGISTERED' }] } });
        }
        const entry: PushedMessage = { name: `projects/local/messages/${randomUUID()}`, token, title, body: line, link, data, at: new Date().toISOString() };
        messages.push(entry);
        json(200, { name: entry.name });
      })
      .catch(() => response.writeHead(500).end());
  });
  return listenLocal(server, host, options.port);
}
