import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  attributesSize,
  computedAttributes,
  entriesOf,
  integer,
  invalidParameter,
  numericRanges,
  perEntry,
  queueDoesNotExist,
  queueNamePattern,
  signatureScope,
  SqsError,
  storedAsIs,
  stringArray,
  stringParameter,
  systemAttributeNames,
  type Message,
  type MessageAttributes,
  type RequestContext,
} from './protocol';
import { QueueStore } from './queue-store';


/**
 * A small in-memory SQS for the local stack and tests. It speaks the AWS JSON 1.0 protocol the
 * current `@aws-sdk/client-sqs` uses (POST /, `X-Amz-Target: AmazonSQS.<Action>`), for standard
 * queues only: visibility timeouts, delays, long polling, retention and redrive to a DLQ.
 * Signatures are not checked. Everything is lost when the process ends.
 */

export interface SqsEmulatorOptions {
  host?: string;
  port?: number;
  /** Region put in queue ARNs when a request does not name one in its signature. */
  region?: string;
  /** How long one SQS "second" lasts, in ms (timeouts, delays, waits). Tests shorten it. */
  secondMs?: number;
}

export interface SqsEmulator {
  endpoint: string;
  close(): Promise<void>;
}

export async function startSqsEmulator(options: SqsEmulatorOptions = {}): Promise<SqsEmulator> {
  const { host = '127.0.0.1', port = 0, region: defaultRegion = 'us-east-1', secondMs = 1000 } = options;
  const store = new QueueStore(secondMs);
  const { queues } = store;
  let endpoint = '';
  const closing = new AbortController();
  const now = () => store.now();

  // ---- actions ----

  type Action = (input: Record<string, unknown>, context: RequestContext) => unknown;
  const actions: Record<string, Action> = {
    CreateQueue(input, context) {
      const name = stringParameter(input, 'QueueName');
      if (!queueNamePattern.test(name)) {
        throw invalidParameter('Can only include alphanumeric characters, hyphens, or underscores. 1 to 80 in length');
      }
      const attributes = store.normalizeAttributes(input.Attributes);
      const existing = queues.get(name);
      if (existing) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if ((existing.attributes[attribute] ?? '') !== value) {
            throw new SqsError('QueueNameExists', `A queue already exists with the same name and a different value for attribute ${attribute}`, 'QueueAlreadyExists');
          }
        }
        return { QueueUrl: store.queueUrl(context, existing) };
      }
      return { QueueUrl: store.queueUrl(context, store.create(name, context.region, attributes)) };
    },

    GetQueueUrl(input, context) {
      const queue = queues.get(stringParameter(input, 'QueueName'));
      if (!queue) throw queueDoesNotExist();
      return { QueueUrl: store.queueUrl(context, queue) };
    },

    ListQueues(input, context) {
      const prefix = typeof input.QueueNamePrefix === 'string' ? input.QueueNamePrefix : '';
      const after = typeof input.NextToken === 'string' ? Buffer.from(input.NextToken, 'base64url').toString('utf8') : '';
      const limit = input.MaxResults === undefined ? 1000 : integer(input.MaxResults, 'MaxResults', [1, 1000]);
      const names = [...queues.keys()].filter((name) => name.startsWith(prefix) && name > after).sort();
      const page = names.slice(0, limit);
      return {
        ...(page.length ? { QueueUrls: page.map((name) => store.queueUrl(context, queues.get(name)!)) } : {}),
        ...(input.MaxResults !== undefined && names.length > limit ? { NextToken: Buffer.from(page.at(-1)!).toString('base64url') } : {}),
      };
    },

    DeleteQueue(input) {
      const queue = store.queueFromUrl(input);
      queues.delete(queue.name);
      store.notify(queue);
      return {};
    },

    GetQueueAttributes(input) {
      const queue = store.queueFromUrl(input);
      store.dropExpired(queue);
      const requested = stringArray(input.AttributeNames);
      const messages = [...queue.messages.values()];
      const visible = messages.filter((m) => m.visibleAt <= now()).length;
      const delayed = messages.filter((m) => m.visibleAt > now() && m.receiveCount === 0).length;
      const all: Record<string, string> = {
        ...queue.attributes,
        QueueArn: queue.arn,
        ApproximateNumberOfMessages: String(visible),
        ApproximateNumberOfMessagesNotVisible: String(messages.length - visible - delayed),
        ApproximateNumberOfMessagesDelayed: String(delayed),
        CreatedTimestamp: String(Math.floor(queue.createdAt / 1000)),
        LastModifiedTimestamp: String(Math.floor(queue.modifiedAt / 1000)),
      };
      const known = new Set([...Object.keys(numericRanges), 'RedrivePolicy', ...storedAsIs, ...computedAttributes]);
      for (const name of requested) {
        if (name !== 'All' && !known.has(name)) throw new SqsError('InvalidAttributeName', `Unknown Attribute ${name}.`);
      }
      const selected = requested.includes('All') ? all : Object.fromEntries(Object.entries(all).filter(([name]) => requested.includes(name)));
      return Object.keys(selected).length ? { Attributes: selected } : {};
    },

    SetQueueAttributes(input) {
      const queue = store.queueFromUrl(input);
      store.applyAttributes(queue, store.normalizeAttributes(input.Attributes));
      return {};
    },

    SendMessage(input, context) {
      return store.sendOne(store.queueFromUrl(input), input, context);
    },

    SendMessageBatch(input, context) {
      const queue = store.queueFromUrl(input);
      const entries = entriesOf(input);
      const total = entries.reduce(
        (sum, entry) => sum + Buffer.byteLength(String(entry.MessageBody ?? '')) + attributesSize((entry.MessageAttributes ?? {}) as MessageAttributes),
        0,
      );
      if (total > Number(queue.attributes.MaximumMessageSize)) {
        throw new SqsError('BatchRequestTooLong', `Batch requests cannot be longer than ${queue.attributes.MaximumMessageSize} bytes.`, 'AWS.SimpleQueueService.BatchRequestTooLong');
      }
      return perEntry(entries, (entry) => store.sendOne(queue, entry, context));
    },

    async ReceiveMessage(input, context) {
      const queue = store.queueFromUrl(input);
      const max = input.MaxNumberOfMessages === undefined ? 1 : integer(input.MaxNumberOfMessages, 'MaxNumberOfMessages', [1, 10]);
      const wait =
        input.WaitTimeSeconds === undefined
          ? Number(queue.attributes.ReceiveMessageWaitTimeSeconds)
          : integer(input.WaitTimeSeconds, 'WaitTimeSeconds', numericRanges.ReceiveMessageWaitTimeSeconds!);
      const visibility =
        input.VisibilityTimeout === undefined
          ? Number(queue.attributes.VisibilityTimeout)
          : integer(input.VisibilityTimeout, 'VisibilityTimeout', numericRanges.VisibilityTimeout!);
      const systemNames = [...stringArray(input.AttributeNames), ...stringArray(input.MessageSystemAttributeNames)];
      if (systemNames.includes('All')) systemNames.push(...systemAttributeNames);
      const attributeNames = stringArray(input.MessageAttributeNames);

      const deadline = now() + store.seconds(wait);
      let messages: Message[] = [];
      while (!context.signal.aborted && queues.get(queue.name) === queue) {
        messages = store.take(queue, max, visibility);
        if (messages.length > 0 || now() >= deadline) break;
        await store.waitForChange(queue, Math.min(deadline, store.nextVisibleAt(queue)), context.signal);
      }
      return messages.length ? { Messages: messages.map((m) => store.messageOutput(m, systemNames, attributeNames)) } : {};
    },

    DeleteMessage(input) {
      return store.deleteOne(store.queueFromUrl(input), input);
    },

    DeleteMessageBatch(input) {
      const queue = store.queueFromUrl(input);
      return perEntry(entriesOf(input), (entry) => store.deleteOne(queue, entry));
    },

    ChangeMessageVisibility(input) {
      return store.changeVisibility(store.queueFromUrl(input), input);
    },

    ChangeMessageVisibilityBatch(input) {
      const queue = store.queueFromUrl(input);
      return perEntry(entriesOf(input), (entry) => store.changeVisibility(queue, entry));
    },

    PurgeQueue(input) {
      store.queueFromUrl(input).messages.clear();
      return {};
    },
  };

  // ---- HTTP ----

  function reply(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    if (response.destroyed) return;
    const text = JSON.stringify(body);
    response.writeHead(status, {
      'content-type': 'application/x-amz-json-1.0',
      'content-length': Buffer.byteLength(text),
      'x-amzn-requestid': randomUUID(),
      ...headers,
    });
    response.end(text);
  }

  function replyError(response: ServerResponse, error: SqsError) {
    reply(
      response,
      error.status,
      { __type: `com.amazonaws.sqs#${error.type}`, message: error.message },
      { 'x-amzn-query-error': `${error.queryCode};Sender` },
    );
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const disconnected = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) disconnected.abort();
    });
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const target = String(request.headers['x-amz-target'] ?? '');
      const actionName = target.startsWith('AmazonSQS.') ? target.slice('AmazonSQS.'.length) : '';
      const action = request.method === 'POST' ? actions[actionName] : undefined;
      if (!action) {
        throw new SqsError(
          'UnsupportedOperation',
          `The local SQS emulator does not support ${request.method} ${target || '(no X-Amz-Target)'}.`,
          'AWS.SimpleQueueService.UnsupportedOperation',
        );
      }
      let input: unknown;
      try {
        input = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
      } catch {
        throw new SqsError('SerializationException', 'The request body is not valid JSON.');
      }
      if (typeof input !== 'object' || input === null || Array.isArray(input)) {
        throw new SqsError('SerializationException', 'The request body must be a JSON object.');
      }
      const scope = signatureScope(request);
      const context: RequestContext = {
        baseUrl: request.headers.host ? `http://${request.headers.host}` : endpoint,
        region: scope.region ?? defaultRegion,
        senderId: scope.accessKeyId ?? 'AIDAEXAMPLELOCAL',
        signal: AbortSignal.any([closing.signal, disconnected.signal]),
      };
      reply(response, 200, await action(input as Record<string, unknown>, context));
    } catch (error) {
      if (error instanceof SqsError) {
        replyError(response, error);
      } else {
        const message = error instanceof Error ? error.message : String(error);
        reply(response, 500, { __type: 'com.amazonaws.sqs#InternalError', message }, { 'x-amzn-query-error': 'InternalError;Receiver' });
      }
    }
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const endpointHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  endpoint = `http://${endpointHost}:${address.port}`;

  return {
    endpoint,
    close: () =>
      new Promise<void>((resolve, reject) => {
        closing.abort();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
