import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The SQS JSON protocol as the emulator (emulator.ts) speaks it: its message and queue shapes, its
 * errors, the limits and attribute rules it checks, and the MD5 digests it answers with.
 */

export interface MessageAttribute {
  DataType: string;
  StringValue?: string;
  /** Base64, as the JSON protocol carries blobs. */
  BinaryValue?: string;
}
export type MessageAttributes = Record<string, MessageAttribute>;

export interface Message {
  id: string;
  body: string;
  md5OfBody: string;
  attributes: MessageAttributes;
  /** System attributes fixed at send (SenderId, SentTimestamp, AWSTraceHeader, DeadLetterQueueSourceArn). */
  system: Record<string, string>;
  sentAt: number;
  firstReceiveAt?: number;
  receiveCount: number;
  /** Hidden (delayed or in flight) until this time. */
  visibleAt: number;
  /** The handle of the latest receive; older handles no longer act on the message. */
  handle?: string;
}

export interface Queue {
  name: string;
  arn: string;
  createdAt: number;
  modifiedAt: number;
  /** Attribute values as AWS returns them (strings), already validated. */
  attributes: Record<string, string>;
  messages: Map<string, Message>;
  /** Long polls waiting for something to change in this queue. */
  waiters: Set<() => void>;
}

export interface RequestContext {
  baseUrl: string;
  region: string;
  senderId: string;
  signal: AbortSignal;
}

export class SqsError extends Error {
  /** `type` is the SDK's exception name; `queryCode` the code of the query protocol (x-amzn-query-error). */
  constructor(
    readonly type: string,
    message: string,
    readonly queryCode: string = type,
    readonly status = 400,
  ) {
    super(message);
  }
}

export const invalidParameter = (message: string) => new SqsError('InvalidParameterValue', message);
export const missingParameter = (name: string) =>
  new SqsError('MissingParameter', `The request must contain the parameter ${name}.`);
export const queueDoesNotExist = () =>
  new SqsError('QueueDoesNotExist', 'The specified queue does not exist.', 'AWS.SimpleQueueService.NonExistentQueue');
export const invalidReceiptHandle = (handle: string, reason = 'The input receipt handle is not a valid receipt handle.') =>
  new SqsError('ReceiptHandleIsInvalid', `The input receipt handle "${handle}" is not valid. ${reason}`);

export const defaultAttributes: Record<string, string> = {
  VisibilityTimeout: '30',
  DelaySeconds: '0',
  MessageRetentionPeriod: '345600',
  MaximumMessageSize: '262144',
  ReceiveMessageWaitTimeSeconds: '0',
};
export const numericRanges: Record<string, [number, number]> = {
  VisibilityTimeout: [0, 43_200],
  DelaySeconds: [0, 900],
  MessageRetentionPeriod: [60, 1_209_600],
  MaximumMessageSize: [1024, 262_144],
  ReceiveMessageWaitTimeSeconds: [0, 20],
};
/** Accepted and returned as given, with no effect here. */
export const storedAsIs = new Set(['Policy', 'KmsMasterKeyId', 'KmsDataKeyReusePeriodSeconds', 'SqsManagedSseEnabled', 'RedriveAllowPolicy']);
export const computedAttributes = [
  'QueueArn',
  'ApproximateNumberOfMessages',
  'ApproximateNumberOfMessagesNotVisible',
  'ApproximateNumberOfMessagesDelayed',
  'CreatedTimestamp',
  'LastModifiedTimestamp',
];
export const systemAttributeNames = [
  'SenderId',
  'SentTimestamp',
  'ApproximateReceiveCount',
  'ApproximateFirstReceiveTimestamp',
  'AWSTraceHeader',
  'DeadLetterQueueSourceArn',
];

export const maxBatchEntries = 10;
export const batchIdPattern = /^[A-Za-z0-9_-]{1,80}$/;
export const queueNamePattern = /^[A-Za-z0-9_-]{1,80}$/;
/** Characters SQS accepts in a message body (XML 1.0 characters). */
export const invalidBodyCharacter = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

export const md5 = (data: string | Buffer) => createHash('md5').update(data).digest('hex');

/**
 * The MD5 of message attributes as AWS specifies it: attributes sorted by name, each encoded as
 * name, data type (both 4-byte big-endian length + UTF-8), a transport byte (1 string/number,
 * 2 binary) and the value (length + bytes); the MD5 of the concatenation.
 */
export function md5OfMessageAttributes(attributes: MessageAttributes): string | undefined {
  const names = Object.keys(attributes).sort();
  if (names.length === 0) return undefined;
  const withLength = (bytes: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.length);
    return [length, bytes];
  };
  const parts: Buffer[] = [];
  for (const name of names) {
    const { DataType, StringValue, BinaryValue } = attributes[name]!;
    parts.push(...withLength(Buffer.from(name, 'utf8')), ...withLength(Buffer.from(DataType, 'utf8')));
    if (DataType.startsWith('Binary')) {
      parts.push(Buffer.from([2]), ...withLength(Buffer.from(BinaryValue ?? '', 'base64')));
    } else {
      parts.push(Buffer.from([1]), ...withLength(Buffer.from(StringValue ?? '', 'utf8')));
    }
  }
  return md5(Buffer.concat(parts));
}

export function integer(value: unknown, name: string, [min, max]: [number, number]): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < min || number > max) {
    throw invalidParameter(`Value ${String(value)} for parameter ${name} is invalid. Reason: Must be an integer from ${min} to ${max}.`);
  }
  return number;
}

export function stringParameter(input: Record<string, unknown>, name: string): string {
  const value = input[name];
  if (typeof value !== 'string' || value === '') throw missingParameter(name);
  return value;
}

export function entriesOf(input: Record<string, unknown>): Record<string, unknown>[] {
  const entries = input.Entries;
  if (!Array.isArray(entries) || entries.length === 0) {
    throw new SqsError('EmptyBatchRequest', 'There should be at least one entry in the request.', 'AWS.SimpleQueueService.EmptyBatchRequest');
  }
  if (entries.length > maxBatchEntries) {
    throw new SqsError(
      'TooManyEntriesInBatchRequest',
      `Maximum number of entries per request are ${maxBatchEntries}. You have sent ${entries.length}.`,
      'AWS.SimpleQueueService.TooManyEntriesInBatchRequest',
    );
  }
  const ids = new Set<string>();
  for (const entry of entries as Record<string, unknown>[]) {
    const id = entry?.Id;
    if (typeof id !== 'string' || !batchIdPattern.test(id)) {
      throw new SqsError(
        'InvalidBatchEntryId',
        'A batch entry id can only contain alphanumeric characters, hyphens and underscores. It can be at most 80 letters long.',
        'AWS.SimpleQueueService.InvalidBatchEntryId',
      );
    }
    if (ids.has(id)) {
      throw new SqsError('BatchEntryIdsNotDistinct', `Id ${id} repeated.`, 'AWS.SimpleQueueService.BatchEntryIdsNotDistinct');
    }
    ids.add(id);
  }
  return entries as Record<string, unknown>[];
}

/** Runs `action` per entry; an SQS error of one entry becomes its Failed row, as in AWS. */
export function perEntry<T>(entries: Record<string, unknown>[], action: (entry: Record<string, unknown>) => T) {
  const Successful: (T & { Id: string })[] = [];
  const Failed: { Id: string; SenderFault: boolean; Code: string; Message: string }[] = [];
  for (const entry of entries) {
    const Id = entry.Id as string;
    try {
      Successful.push({ Id, ...action(entry) });
    } catch (error) {
      if (!(error instanceof SqsError)) throw error;
      Failed.push({ Id, SenderFault: true, Code: error.queryCode, Message: error.message });
    }
  }
  return { Successful, Failed };
}

export function validateMessageAttributes(input: unknown): MessageAttributes {
  if (input === undefined || input === null) return {};
  if (typeof input !== 'object') throw invalidParameter('MessageAttributes must be a map.');
  const attributes: MessageAttributes = {};
  const entries = Object.entries(input as Record<string, Record<string, unknown>>);
  if (entries.length > 10) throw invalidParameter('Number of message attributes [' + entries.length + '] exceeds the allowed maximum [10].');
  for (const [name, value] of entries) {
    if (
      !/^[A-Za-z0-9_.-]{1,256}$/.test(name) ||
      /^(aws\.|amazon\.)/i.test(name) ||
      name.startsWith('.') ||
      name.endsWith('.') ||
      name.includes('..')
    ) {
      throw invalidParameter(`Message attribute name '${name}' is invalid.`);
    }
    const dataType = value?.DataType;
    if (typeof dataType !== 'string' || !/^(String|Number|Binary)(\..{1,255})?$/.test(dataType)) {
      throw invalidParameter(`The message attribute '${name}' has an invalid message attribute type.`);
    }
    if (dataType.startsWith('Binary')) {
      if (typeof value.BinaryValue !== 'string' || value.BinaryValue === '') {
        throw invalidParameter(`The message attribute '${name}' with type 'Binary' must use field 'Binary'.`);
      }
      attributes[name] = { DataType: dataType, BinaryValue: value.BinaryValue };
    } else {
      if (typeof value.StringValue !== 'string' || value.StringValue === '') {
        throw invalidParameter(`The message attribute '${name}' must contain a non-empty message attribute value.`);
      }
      if (dataType.startsWith('Number') && !/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(value.StringValue)) {
        throw invalidParameter(`Can't cast the value of message attribute '${name}' to a number.`);
      }
      attributes[name] = { DataType: dataType, StringValue: value.StringValue };
    }
  }
  return attributes;
}

export function attributesSize(attributes: MessageAttributes): number {
  let size = 0;
  for (const [name, { DataType, StringValue, BinaryValue }] of Object.entries(attributes)) {
    size += Buffer.byteLength(name) + Buffer.byteLength(DataType);
    size += BinaryValue !== undefined ? Buffer.from(BinaryValue, 'base64').length : Buffer.byteLength(StringValue ?? '');
  }
  return size;
}

/** Picks the attributes a receive asked for: names, `All`, `.*` or `prefix.*`. */
export function selectAttributes<T>(all: Record<string, T>, requested: string[]): Record<string, T> {
  const wanted = (name: string) =>
    requested.some((r) => r === 'All' || r === '.*' || r === name || (r.endsWith('.*') && name.startsWith(r.slice(0, -1))));
  return Object.fromEntries(Object.entries(all).filter(([name]) => wanted(name)));
}

export function stringArray(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Region and access key from a SigV4 Authorization header, when there is one. */
export function signatureScope(request: IncomingMessage): { region?: string; accessKeyId?: string } {
  const match = /Credential=([^/,\s]+)\/\d{8}\/([^/]+)\//.exec(String(request.headers.authorization ?? ''));
  return match ? { accessKeyId: match[1], region: match[2] } : {};
}
