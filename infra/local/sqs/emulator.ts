import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  attributesSize,
  computedAttributes,
  defaultAttributes,
  entriesOf,
  integer,
  invalidBodyCharacter,
  invalidParameter,
  invalidReceiptHandle,
  md5,
  md5OfMessageAttributes,
  missingParameter,
  numericRanges,
  perEntry,
  queueDoesNotExist,
  queueNamePattern,
  selectAttributes,
  signatureScope,
  SqsError,
  storedAsIs,
  stringArray,
  stringParameter,
  systemAttributeNames,
  validateMessageAttributes,
  type Message,
  type MessageAttributes,
  type Queue,
  type RequestContext,
} from './protocol';

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

export const accountId = '000000000000';

export async function startSqsEmulator(options: SqsEmulatorOptions = {}): Promise<SqsEmulator> {
  const { host = '127.0.0.1', port = 0, region: defaultRegion = 'us-east-1', secondMs = 1000 } = options;
  const queues = new Map<string, Queue>();
  let endpoint = '';
  const closing = new AbortController();
  const seconds = (n: number) => n * secondMs;
  const now = () => Date.now();

  // ---- queues and their attributes ----

  const queueUrl = (context: RequestContext, queue: Queue) => `${context.baseUrl}/${accountId}/${queue.name}`;

  function queueFromUrl(input: Record<string, unknown>): Queue {
    const url = stringParameter(input, 'QueueUrl');
    let path: string;
    try {
      path = new URL(url, 'http://localhost').pathname;
    } catch {
      throw new SqsError('InvalidAddress', `The address ${url} is not valid for this endpoint.`, 'InvalidAddress');
    }
    const queue = queues.get(decodeURIComponent(path.split('/').filter(Boolean).pop() ?? ''));
    if (!queue) throw queueDoesNotExist();
    return queue;
  }

  const queueFromArn = (arn: string) => queues.get(arn.split(':').pop() ?? '');

  function redrivePolicy(queue: Queue): { deadLetterTargetArn: string; maxReceiveCount: number } | undefined {
    const policy = queue.attributes.RedrivePolicy;
    return policy ? JSON.parse(policy) : undefined;
  }

  /** Validates attributes and returns them as AWS stores and returns them. */
  function normalizeAttributes(input: unknown): Record<string, string> {
    const normalized: Record<string, string> = {};
    for (const [name, raw] of Object.entries((input ?? {}) as Record<string, unknown>)) {
      const value = String(raw);
      if (numericRanges[name]) {
        normalized[name] = String(integer(value, name, numericRanges[name]));
      } else if (name === 'RedrivePolicy') {
        normalized[name] = value === '' ? '' : normalizeRedrivePolicy(value);
      } else if (name === 'FifoQueue' || name === 'ContentBasedDeduplication') {
        if (value !== 'false') {
          throw new SqsError('InvalidAttributeValue', `The local SQS emulator supports standard queues only (${name}=${value}).`);
        }
      } else if (storedAsIs.has(name)) {
        normalized[name] = value;
      } else {
        throw new SqsError('InvalidAttributeName', `Unknown Attribute ${name}.`);
      }
    }
    return normalized;
  }

  function normalizeRedrivePolicy(value: string): string {
    const invalid = (reason: string) =>
      new SqsError('InvalidAttributeValue', `Value ${value} for parameter RedrivePolicy is invalid. Reason: ${reason}`);
    let policy: { deadLetterTargetArn?: unknown; maxReceiveCount?: unknown };
    try {
      policy = JSON.parse(value);
    } catch {
      throw invalid('Redrive policy is not a valid JSON map.');
    }
    if (typeof policy.deadLetterTargetArn !== 'string') throw invalid('Redrive policy does not contain mandatory attribute: deadLetterTargetArn.');
    if (policy.maxReceiveCount === undefined) throw invalid('Redrive policy does not contain mandatory attribute: maxReceiveCount.');
    const count = Number(policy.maxReceiveCount);
    if (!Number.isInteger(count) || count < 1 || count > 1000) throw invalid('Invalid value for maxReceiveCount: must be an integer from 1 to 1000.');
    if (!queueFromArn(policy.deadLetterTargetArn)) throw invalid('Dead letter target does not exist.');
    return JSON.stringify({ deadLetterTargetArn: policy.deadLetterTargetArn, maxReceiveCount: count });
  }

  function applyAttributes(queue: Queue, attributes: Record<string, string>) {
    for (const [name, value] of Object.entries(attributes)) {
      if (value === '' && name === 'RedrivePolicy') delete queue.attributes[name];
      else queue.attributes[name] = value;
    }
    queue.modifiedAt = now();
  }

  // ---- messages ----

  function dropExpired(queue: Queue) {
    const retention = seconds(Number(queue.attributes.MessageRetentionPeriod));
    for (const message of queue.messages.values()) {
      if (now() - message.sentAt > retention) queue.messages.delete(message.id);
    }
  }

  function notify(queue: Queue) {
    for (const wake of [...queue.waiters]) wake();
  }

  const newHandle = (queue: Queue, message: Message) =>
    Buffer.from(JSON.stringify([queue.name, message.id, randomUUID()])).toString('base64url');

  /** The message a receipt handle names; undefined when it was deleted. Malformed handles throw. */
  function messageOfHandle(queue: Queue, input: Record<string, unknown>): { handle: string; message?: Message } {
    const handle = stringParameter(input, 'ReceiptHandle');
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(handle, 'base64url').toString('utf8'));
    } catch {
      throw invalidReceiptHandle(handle);
    }
    if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== queue.name || typeof parsed[1] !== 'string') {
      throw invalidReceiptHandle(handle);
    }
    return { handle, message: queue.messages.get(parsed[1]) };
  }

  function sendOne(queue: Queue, input: Record<string, unknown>, context: RequestContext) {
    const body = input.MessageBody;
    if (typeof body !== 'string' || body === '') throw missingParameter('MessageBody');
    if (invalidBodyCharacter.test(body)) {
      throw new SqsError('InvalidMessageContents', 'Invalid characters found. Valid values are #x9 | #xA | #xD | #x20 to #xD7FF | #xE000 to #xFFFD | #x10000 to #x10FFFF.');
    }
    const attributes = validateMessageAttributes(input.MessageAttributes);
    const size = Buffer.byteLength(body) + attributesSize(attributes);
    const maxSize = Number(queue.attributes.MaximumMessageSize);
    if (size > maxSize) {
      throw invalidParameter(`One or more parameters are invalid. Reason: Message must be shorter than ${maxSize} bytes.`);
    }
    const delay =
      input.DelaySeconds === undefined || input.DelaySeconds === null
        ? Number(queue.attributes.DelaySeconds)
        : integer(input.DelaySeconds, 'DelaySeconds', numericRanges.DelaySeconds!);
    const traceHeader = (input.MessageSystemAttributes as MessageAttributes | undefined)?.AWSTraceHeader;
    const sentAt = now();
    const message: Message = {
      id: randomUUID(),
      body,
      md5OfBody: md5(body),
      attributes,
      system: {
        SenderId: context.senderId,
        SentTimestamp: String(sentAt),
        ...(traceHeader?.StringValue ? { AWSTraceHeader: traceHeader.StringValue } : {}),
      },
      sentAt,
      receiveCount: 0,
      visibleAt: sentAt + seconds(delay),
    };
    queue.messages.set(message.id, message);
    if (delay === 0) notify(queue);
    const md5OfSystem = traceHeader ? md5OfMessageAttributes({ AWSTraceHeader: { DataType: 'String', StringValue: traceHeader.StringValue ?? '' } }) : undefined;
    return {
      MessageId: message.id,
      MD5OfMessageBody: message.md5OfBody,
      ...(Object.keys(attributes).length ? { MD5OfMessageAttributes: md5OfMessageAttributes(attributes) } : {}),
      ...(md5OfSystem ? { MD5OfMessageSystemAttributes: md5OfSystem } : {}),
    };
  }

  function moveToDeadLetterQueue(queue: Queue, message: Message, deadLetterQueue: Queue) {
    queue.messages.delete(message.id);
    deadLetterQueue.messages.set(message.id, {
      ...message,
      system: { ...message.system, DeadLetterQueueSourceArn: queue.arn },
      handle: undefined,
      visibleAt: now(),
    });
    notify(deadLetterQueue);
  }

  /**
   * Takes up to `max` visible messages and hides them for `visibility` seconds. A message already
   * received maxReceiveCount times moves to the dead-letter queue instead of being delivered again.
   */
  function take(queue: Queue, max: number, visibility: number): Message[] {
    dropExpired(queue);
    const policy = redrivePolicy(queue);
    const deadLetterQueue = policy && queueFromArn(policy.deadLetterTargetArn);
    const taken: Message[] = [];
    for (const message of queue.messages.values()) {
      if (taken.length >= max) break;
      if (message.visibleAt > now()) continue;
      if (policy && deadLetterQueue && deadLetterQueue !== queue && message.receiveCount >= policy.maxReceiveCount) {
        moveToDeadLetterQueue(queue, message, deadLetterQueue);
        continue;
      }
      message.receiveCount += 1;
      message.firstReceiveAt ??= now();
      message.visibleAt = now() + seconds(visibility);
      message.handle = newHandle(queue, message);
      taken.push(message);
    }
    return taken;
  }

  /** Resolves when the queue changes, at `until`, or on abort, whichever comes first. */
  function waitForChange(queue: Queue, until: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        queue.waiters.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, until - now()));
      queue.waiters.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  function nextVisibleAt(queue: Queue): number {
    let next = Infinity;
    for (const message of queue.messages.values()) {
      if (message.visibleAt > now() && message.visibleAt < next) next = message.visibleAt;
    }
    return next;
  }

  function messageOutput(message: Message, systemNames: string[], attributeNames: string[]) {
    const system: Record<string, string> = {
      ...message.system,
      ApproximateReceiveCount: String(message.receiveCount),
      ApproximateFirstReceiveTimestamp: String(message.firstReceiveAt ?? now()),
    };
    const attributes = selectAttributes(message.attributes, attributeNames);
    const hasAttributes = Object.keys(attributes).length > 0;
    const systemSelected = systemNames.includes('All')
      ? system
      : Object.fromEntries(Object.entries(system).filter(([name]) => systemNames.includes(name)));
    return {
      MessageId: message.id,
      ReceiptHandle: message.handle,
      MD5OfBody: message.md5OfBody,
      Body: message.body,
      ...(Object.keys(systemSelected).length ? { Attributes: systemSelected } : {}),
      ...(hasAttributes ? { MD5OfMessageAttributes: md5OfMessageAttributes(attributes), MessageAttributes: attributes } : {}),
    };
  }

  function changeVisibility(queue: Queue, input: Record<string, unknown>) {
    const { handle, message } = messageOfHandle(queue, input);
    const timeout = integer(input.VisibilityTimeout, 'VisibilityTimeout', numericRanges.VisibilityTimeout!);
    if (!message || message.handle !== handle) {
      throw invalidReceiptHandle(handle, 'The receipt handle has expired.');
    }
    if (message.visibleAt <= now()) {
      throw new SqsError('MessageNotInflight', 'Message does not exist or is not available for visibility timeout change.', 'AWS.SimpleQueueService.MessageNotInflight');
    }
    message.visibleAt = now() + seconds(timeout);
    if (timeout === 0) notify(queue);
    return {};
  }

  /** A handle from an older receive succeeds without deleting, as AWS documents. */
  function deleteOne(queue: Queue, input: Record<string, unknown>) {
    const { handle, message } = messageOfHandle(queue, input);
    if (message && message.handle === handle) queue.messages.delete(message.id);
    return {};
  }

  // ---- actions ----

  type Action = (input: Record<string, unknown>, context: RequestContext) => unknown;
  const actions: Record<string, Action> = {
    CreateQueue(input, context) {
      const name = stringParameter(input, 'QueueName');
      if (!queueNamePattern.test(name)) {
        throw invalidParameter('Can only include alphanumeric characters, hyphens, or underscores. 1 to 80 in length');
      }
      const attributes = normalizeAttributes(input.Attributes);
      const existing = queues.get(name);
      if (existing) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if ((existing.attributes[attribute] ?? '') !== value) {
            throw new SqsError('QueueNameExists', `A queue already exists with the same name and a different value for attribute ${attribute}`, 'QueueAlreadyExists');
          }
        }
        return { QueueUrl: queueUrl(context, existing) };
      }
      const queue: Queue = {
        name,
        arn: `arn:aws:sqs:${context.region}:${accountId}:${name}`,
        createdAt: now(),
        modifiedAt: now(),
        attributes: { ...defaultAttributes },
        messages: new Map(),
        waiters: new Set(),
      };
      applyAttributes(queue, attributes);
      queues.set(name, queue);
      return { QueueUrl: queueUrl(context, queue) };
    },

    GetQueueUrl(input, context) {
      const queue = queues.get(stringParameter(input, 'QueueName'));
      if (!queue) throw queueDoesNotExist();
      return { QueueUrl: queueUrl(context, queue) };
    },

    ListQueues(input, context) {
      const prefix = typeof input.QueueNamePrefix === 'string' ? input.QueueNamePrefix : '';
      const after = typeof input.NextToken === 'string' ? Buffer.from(input.NextToken, 'base64url').toString('utf8') : '';
      const limit = input.MaxResults === undefined ? 1000 : integer(input.MaxResults, 'MaxResults', [1, 1000]);
      const names = [...queues.keys()].filter((name) => name.startsWith(prefix) && name > after).sort();
      const page = names.slice(0, limit);
      return {
        ...(page.length ? { QueueUrls: page.map((name) => queueUrl(context, queues.get(name)!)) } : {}),
        ...(input.MaxResults !== undefined && names.length > limit ? { NextToken: Buffer.from(page.at(-1)!).toString('base64url') } : {}),
      };
    },

    DeleteQueue(input) {
      const queue = queueFromUrl(input);
      queues.delete(queue.name);
      notify(queue);
      return {};
    },

    GetQueueAttributes(input) {
      const queue = queueFromUrl(input);
      dropExpired(queue);
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
      const queue = queueFromUrl(input);
      applyAttributes(queue, normalizeAttributes(input.Attributes));
      return {};
    },

    SendMessage(input, context) {
      return sendOne(queueFromUrl(input), input, context);
    },

    SendMessageBatch(input, context) {
      const queue = queueFromUrl(input);
      const entries = entriesOf(input);
      const total = entries.reduce(
        (sum, entry) => sum + Buffer.byteLength(String(entry.MessageBody ?? '')) + attributesSize((entry.MessageAttributes ?? {}) as MessageAttributes),
        0,
      );
      if (total > Number(queue.attributes.MaximumMessageSize)) {
        throw new SqsError('BatchRequestTooLong', `Batch requests cannot be longer than ${queue.attributes.MaximumMessageSize} bytes.`, 'AWS.SimpleQueueService.BatchRequestTooLong');
      }
      return perEntry(entries, (entry) => sendOne(queue, entry, context));
    },

    async ReceiveMessage(input, context) {
      const queue = queueFromUrl(input);
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

      const deadline = now() + seconds(wait);
      let messages: Message[] = [];
      while (!context.signal.aborted && queues.get(queue.name) === queue) {
        messages = take(queue, max, visibility);
        if (messages.length > 0 || now() >= deadline) break;
        await waitForChange(queue, Math.min(deadline, nextVisibleAt(queue)), context.signal);
      }
      return messages.length ? { Messages: messages.map((m) => messageOutput(m, systemNames, attributeNames)) } : {};
    },

    DeleteMessage(input) {
      return deleteOne(queueFromUrl(input), input);
    },

    DeleteMessageBatch(input) {
      const queue = queueFromUrl(input);
      return perEntry(entriesOf(input), (entry) => deleteOne(queue, entry));
    },

    ChangeMessageVisibility(input) {
      return changeVisibility(queueFromUrl(input), input);
    },

    ChangeMessageVisibilityBatch(input) {
      const queue = queueFromUrl(input);
      return perEntry(entriesOf(input), (entry) => changeVisibility(queue, entry));
    },

    PurgeQueue(input) {
      queueFromUrl(input).messages.clear();
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
