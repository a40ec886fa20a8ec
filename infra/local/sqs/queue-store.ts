import { randomUUID } from 'node:crypto';
import {
  attributesSize,
  defaultAttributes,
  integer,
  invalidBodyCharacter,
  invalidParameter,
  invalidReceiptHandle,
  md5,
  md5OfMessageAttributes,
  missingParameter,
  numericRanges,
  queueDoesNotExist,
  selectAttributes,
  SqsError,
  storedAsIs,
  stringParameter,
  validateMessageAttributes,
  type Message,
  type MessageAttributes,
  type Queue,
  type RequestContext,
} from './protocol';

export const accountId = '000000000000';

/**
 * The emulator's queues and their messages, in memory: attributes, visibility, delays, retention
 * and redrive to a dead-letter queue. The HTTP side (emulator.ts) maps each SQS action onto these.
 */
export class QueueStore {
  readonly queues = new Map<string, Queue>();

  /** `secondMs`: how long one SQS "second" lasts, in ms (tests shorten it). */
  constructor(private readonly secondMs: number) {}

  seconds(n: number): number {
    return n * this.secondMs;
  }

  now(): number {
    return Date.now();
  }

  /** A new queue with default attributes overlaid by `attributes` (already normalized). */
  create(name: string, region: string, attributes: Record<string, string>): Queue {
    const queue: Queue = {
      name,
      arn: `arn:aws:sqs:${region}:${accountId}:${name}`,
      createdAt: this.now(),
      modifiedAt: this.now(),
      attributes: { ...defaultAttributes },
      messages: new Map(),
      waiters: new Set(),
    };
    this.applyAttributes(queue, attributes);
    this.queues.set(name, queue);
    return queue;
  }


  queueUrl(context: RequestContext, queue: Queue): string {
    return `${context.baseUrl}/${accountId}/${queue.name}`;
  }

  queueFromUrl(input: Record<string, unknown>): Queue {
    const url = stringParameter(input, 'QueueUrl');
    let path: string;
    try {
      path = new URL(url, 'http://localhost').pathname;
    } catch {
      throw new SqsError('InvalidAddress', `The address ${url} is not valid for this endpoint.`, 'InvalidAddress');
    }
    const queue = this.queues.get(decodeURIComponent(path.split('/').filter(Boolean).pop() ?? ''));
    if (!queue) throw queueDoesNotExist();
    return queue;
  }

  queueFromArn(arn: string): Queue | undefined {
    return this.queues.get(arn.split(':').pop() ?? '');
  }

  redrivePolicy(queue: Queue): { deadLetterTargetArn: string; maxReceiveCount: number } | undefined {
    const policy = queue.attributes.RedrivePolicy;
    return policy ? JSON.parse(policy) : undefined;
  }

  /** Validates attributes and returns them as AWS stores and returns them. */
  normalizeAttributes(input: unknown): Record<string, string> {
    const normalized: Record<string, string> = {};
    for (const [name, raw] of Object.entries((input ?? {}) as Record<string, unknown>)) {
      const value = String(raw);
      if (numericRanges[name]) {
        normalized[name] = String(integer(value, name, numericRanges[name]));
      } else if (name === 'RedrivePolicy') {
        normalized[name] = value === '' ? '' : this.normalizeRedrivePolicy(value);
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

  normalizeRedrivePolicy(value: string): string {
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
    if (!this.queueFromArn(policy.deadLetterTargetArn)) throw invalid('Dead letter target does not exist.');
    return JSON.stringify({ deadLetterTargetArn: policy.deadLetterTargetArn, maxReceiveCount: count });
  }

  applyAttributes(queue: Queue, attributes: Record<string, string>) {
    for (const [name, value] of Object.entries(attributes)) {
      if (value === '' && name === 'RedrivePolicy') delete queue.attributes[name];
      else queue.attributes[name] = value;
    }
    queue.modifiedAt = this.now();
  }


  dropExpired(queue: Queue) {
    const retention = this.seconds(Number(queue.attributes.MessageRetentionPeriod));
    for (const message of queue.messages.values()) {
      if (this.now() - message.sentAt > retention) queue.messages.delete(message.id);
    }
  }

  notify(queue: Queue) {
    for (const wake of [...queue.waiters]) wake();
  }

  private newHandle(queue: Queue, message: Message): string {
    return Buffer.from(JSON.stringify([queue.name, message.id, randomUUID()])).toString('base64url');
  }

  /** The message a receipt handle names; undefined when it was deleted. Malformed handles throw. */
  messageOfHandle(queue: Queue, input: Record<string, unknown>): { handle: string; message?: Message } {
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

  sendOne(queue: Queue, input: Record<string, unknown>, context: RequestContext) {
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
    const sentAt = this.now();
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
      visibleAt: sentAt + this.seconds(delay),
    };
    queue.messages.set(message.id, message);
    if (delay === 0) this.notify(queue);
    const md5OfSystem = traceHeader ? md5OfMessageAttributes({ AWSTraceHeader: { DataType: 'String', StringValue: traceHeader.StringValue ?? '' } }) : undefined;
    return {
      MessageId: message.id,
      MD5OfMessageBody: message.md5OfBody,
      ...(Object.keys(attributes).length ? { MD5OfMessageAttributes: md5OfMessageAttributes(attributes) } : {}),
      ...(md5OfSystem ? { MD5OfMessageSystemAttributes: md5OfSystem } : {}),
    };
  }

  moveToDeadLetterQueue(queue: Queue, message: Message, deadLetterQueue: Queue) {
    queue.messages.delete(message.id);
    deadLetterQueue.messages.set(message.id, {
      ...message,
      system: { ...message.system, DeadLetterQueueSourceArn: queue.arn },
      handle: undefined,
      visibleAt: this.now(),
    });
    this.notify(deadLetterQueue);
  }

  /**
   * Takes up to `max` visible messages and hides them for `visibility` seconds. A message already
   * received maxReceiveCount times moves to the dead-letter queue instead of being delivered again.
   */
  take(queue: Queue, max: number, visibility: number): Message[] {
    this.dropExpired(queue);
    const policy = this.redrivePolicy(queue);
    const deadLetterQueue = policy && this.queueFromArn(policy.deadLetterTargetArn);
    const taken: Message[] = [];
    for (const message of queue.messages.values()) {
      if (taken.length >= max) break;
      if (message.visibleAt > this.now()) continue;
      if (policy && deadLetterQueue && deadLetterQueue !== queue && message.receiveCount >= policy.maxReceiveCount) {
        this.moveToDeadLetterQueue(queue, message, deadLetterQueue);
        continue;
      }
      message.receiveCount += 1;
      message.firstReceiveAt ??= this.now();
      message.visibleAt = this.now() + this.seconds(visibility);
      message.handle = this.newHandle(queue, message);
      taken.push(message);
    }
    return taken;
  }

  /** Resolves when the queue changes, at `until`, or on abort, whichever comes first. */
  waitForChange(queue: Queue, until: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        queue.waiters.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, until - this.now()));
      queue.waiters.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  nextVisibleAt(queue: Queue): number {
    let next = Infinity;
    for (const message of queue.messages.values()) {
      if (message.visibleAt > this.now() && message.visibleAt < next) next = message.visibleAt;
    }
    return next;
  }

  messageOutput(message: Message, systemNames: string[], attributeNames: string[]) {
    const system: Record<string, string> = {
      ...message.system,
      ApproximateReceiveCount: String(message.receiveCount),
      ApproximateFirstReceiveTimestamp: String(message.firstReceiveAt ?? this.now()),
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

  changeVisibility(queue: Queue, input: Record<string, unknown>) {
    const { handle, message } = this.messageOfHandle(queue, input);
    const timeout = integer(input.VisibilityTimeout, 'VisibilityTimeout', numericRanges.VisibilityTimeout!);
    if (!message || message.handle !== handle) {
      throw invalidReceiptHandle(handle, 'The receipt handle has expired.');
    }
    if (message.visibleAt <= this.now()) {
      throw new SqsError('MessageNotInflight', 'Message does not exist or is not available for visibility timeout change.', 'AWS.SimpleQueueService.MessageNotInflight');
    }
    message.visibleAt = this.now() + this.seconds(timeout);
    if (timeout === 0) this.notify(queue);
    return {};
  }

  /** A handle from an older receive succeeds without deleting, as AWS documents. */
  deleteOne(queue: Queue, input: Record<string, unknown>) {
    const { handle, message } = this.messageOfHandle(queue, input);
    if (message && message.handle === handle) queue.messages.delete(message.id);
    return {};
  }
}
