import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import { escapeMarkup, readBody } from './http-body';
import { listenLocal } from './listen';

/**
 * The local stand-in for SMS: answers Amazon SNS's Publish (the Query protocol the SDK speaks) and
 * keeps every message, shown newest first at `/` and as JSON at `/messages`, the way the mail
 * viewer shows e-mails. Production sends the same Publish call to SNS.
 */

export interface OutboxMessage {
  messageId: string;
  phoneNumber: string;
  message: string;
  at: string;
}

function snsError(response: ServerResponse, code: string, message: string): void {
  response.writeHead(400, { 'content-type': 'text/xml' });
  response.end(
    `<ErrorResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><Error><Type>Sender</Type><Code>${code}</Code><Message>${escapeMarkup(message)}</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`,
  );
}

function page(messages: OutboxMessage[]): string {
  const rows = messages
    .map((m) => `<tr><td>${escapeMarkup(m.at)}</td><td>${escapeMarkup(m.phoneNumber)}</td><td>${escapeMarkup(m.message)}</td></tr>`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>SMS outbox</title><meta http-equiv="refresh" content="5">
<style>body{font-family:sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.4rem .8rem;text-align:left}</style></head>
<body><h1>SMS outbox</h1><p>Text messages the local stack sent (newest first; refreshes every 5 s).</p>
<table><tr><th>Sent</th><th>To</th><th>Message</th></tr>${rows || '<tr><td colspan="3">No messages yet</td></tr>'}</table></body></html>`;
}

export async function startSmsOutbox(options: { host?: string; port?: number } = {}) {
  const host = options.host ?? '127.0.0.1';
  const messages: OutboxMessage[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'GET' && url.pathname === '/messages') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messages }));
      return;
    }
    if (request.method === 'GET' && url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page([...messages].reverse()));
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(404).end();
      return;
    }
    readBody(request)
      .then((body) => {
        const form = new URLSearchParams(body);
        if (form.get('Action') !== 'Publish') return snsError(response, 'InvalidAction', `${form.get('Action')} is not supported`);
        const phoneNumber = form.get('PhoneNumber');
        const message = form.get('Message');
        if (!phoneNumber || !/^\+\d{6,15}$/.test(phoneNumber)) return snsError(response, 'InvalidParameter', 'Invalid parameter: PhoneNumber');
        if (!message) return snsError(response, 'InvalidParameter', 'Empty message');
        const entry: OutboxMessage = { messageId: randomUUID(), phoneNumber, message, at: new Date().toISOString() };
        messages.push(entry);
        response.writeHead(200, { 'content-type': 'text/xml' });
        response.end(
          `<PublishResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><PublishResult><MessageId>${entry.messageId}</MessageId></PublishResult><ResponseMetadata><RequestId>${randomUUID()}</RequestId></ResponseMetadata></PublishResponse>`,
        );
      })
      .catch(() => response.writeHead(500).end());
  });
  return listenLocal(server, host, options.port);
}
