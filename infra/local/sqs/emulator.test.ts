import {
  ChangeMessageVisibilityBatchCommand,
  ChangeMessageVisibilityCommand,
  CreateQueueCommand,
  DeleteMessageBatchCommand,
  DeleteMessageCommand,
  DeleteQueueCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  ListQueuesCommand,
  PurgeQueueCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SendMessageCommand,
  SetQueueAttributesCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSqsEmulator, type SqsEmulator } from './emulator';
import { md5OfMessageAttributes } from './protocol';

/** One emulated second lasts 100 ms here, so visibility timeouts of "1 s" pass in 0.1 s. */
const secondMs = 100;
let emulator: SqsEmulator;
let sqs: SQSClient;
let counter = 0;

beforeAll(async () => {
  emulator = await startSqsEmulator({ secondMs });
  sqs = new SQSClient({
    endpoint: emulator.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'AKIDLOCAL', secretAccessKey: 'local' },
  });
});

afterAll(async () => {
  sqs.destroy();
  await emulator.close();
});

async function newQueue(attributes: Record<string, string> = {}): Promise<string> {
  const { QueueUrl } = await sqs.send(new CreateQueueCommand({ QueueName: `q-${++counter}`, Attributes: attributes }));
  return QueueUrl!;
}

async function attributes(url: string, ...names: string[]) {
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: (names.length ? names : ['All']) as never }),
  );
  return Attributes ?? {};
}

const receive = (url: string, extra: Partial<ConstructorParameters<typeof ReceiveMessageCommand>[0]> = {}) =>
  sqs.send(new ReceiveMessageCommand({ QueueUrl: url, MessageSystemAttributeNames: ['All'], ...extra })).then((r) => r.Messages ?? []);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SQS emulator', () => {
  it('creates queues with AWS-shaped URLs and ARNs, idempotently', async () => {
    const url = await newQueue({ VisibilityTimeout: '45' });
    expect(url).toBe(`${emulator.endpoint}/000000000000/q-${counter}`);
    const again = await sqs.send(new CreateQueueCommand({ QueueName: `q-${counter}`, Attributes: { VisibilityTimeout: '45' } }));
    expect(again.QueueUrl).toBe(url);
    await expect(
      sqs.send(new CreateQueueCommand({ QueueName: `q-${counter}`, Attributes: { VisibilityTimeout: '46' } })),
    ).rejects.toMatchObject({ name: 'QueueNameExists' });

    expect((await sqs.send(new GetQueueUrlCommand({ QueueName: `q-${counter}` }))).QueueUrl).toBe(url);
    const all = await attributes(url);
    expect(all).toMatchObject({
      QueueArn: `arn:aws:sqs:us-east-1:000000000000:q-${counter}`,
      VisibilityTimeout: '45',
      DelaySeconds: '0',
      ApproximateNumberOfMessages: '0',
      ApproximateNumberOfMessagesNotVisible: '0',
    });
    await sqs.send(new SetQueueAttributesCommand({ QueueUrl: url, Attributes: { VisibilityTimeout: '60' } }));
    expect(await attributes(url, 'VisibilityTimeout')).toEqual({ VisibilityTimeout: '60' });

    const { QueueUrls } = await sqs.send(new ListQueuesCommand({ QueueNamePrefix: `q-${counter}` }));
    expect(QueueUrls).toEqual([url]);
    await sqs.send(new DeleteQueueCommand({ QueueUrl: url }));
    await expect(sqs.send(new GetQueueUrlCommand({ QueueName: `q-${counter}` }))).rejects.toMatchObject({
      name: 'QueueDoesNotExist',
    });
  });

  it('raises the SDK exception names for errors', async () => {
    const missing = `${emulator.endpoint}/000000000000/no-such-queue`;
    await expect(sqs.send(new SendMessageCommand({ QueueUrl: missing, MessageBody: 'x' }))).rejects.toMatchObject({
      name: 'QueueDoesNotExist',
      $metadata: { httpStatusCode: 400 },
    });
    const url = await newQueue();
    await expect(sqs.send(new DeleteMessageCommand({ QueueUrl: url, ReceiptHandle: 'garbage' }))).rejects.toMatchObject({
      name: 'ReceiptHandleIsInvalid',
    });
    await expect(sqs.send(new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 11 }))).rejects.toMatchObject({
      name: 'InvalidParameterValue',
    });
    await expect(
      sqs.send(new SetQueueAttributesCommand({ QueueUrl: url, Attributes: { Colour: 'blue' } as never })),
    ).rejects.toMatchObject({ name: 'InvalidAttributeName' });
    await expect(sqs.send(new SendMessageBatchCommand({ QueueUrl: url, Entries: [] }))).rejects.toMatchObject({
      name: 'EmptyBatchRequest',
    });
  });

  it('sends, receives and deletes a message with its system attributes', async () => {
    const url = await newQueue();
    const before = Date.now();
    const sent = await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: '{"hello":"wörld"}' }));
    expect(sent.MessageId).toMatch(/^[0-9a-f-]{36}$/);

    const [message] = await receive(url);
    expect(message).toMatchObject({ MessageId: sent.MessageId, Body: '{"hello":"wörld"}', MD5OfBody: sent.MD5OfMessageBody });
    expect(message!.Attributes).toMatchObject({ ApproximateReceiveCount: '1', SenderId: 'AKIDLOCAL' });
    expect(Number(message!.Attributes!.SentTimestamp)).toBeGreaterThanOrEqual(before);
    expect(Number(message!.Attributes!.ApproximateFirstReceiveTimestamp)).toBeGreaterThanOrEqual(
      Number(message!.Attributes!.SentTimestamp),
    );
    expect(await attributes(url, 'ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible')).toEqual({
      ApproximateNumberOfMessages: '0',
      ApproximateNumberOfMessagesNotVisible: '1',
    });

    await sqs.send(new DeleteMessageCommand({ QueueUrl: url, ReceiptHandle: message!.ReceiptHandle! }));
    expect(await attributes(url, 'ApproximateNumberOfMessagesNotVisible')).toEqual({ ApproximateNumberOfMessagesNotVisible: '0' });
    // Deleting twice with the same handle succeeds, as in AWS.
    await sqs.send(new DeleteMessageCommand({ QueueUrl: url, ReceiptHandle: message!.ReceiptHandle! }));
  });

  it('sends and deletes in batches, reporting entries that fail', async () => {
    const url = await newQueue();
    const sent = await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: url,
        Entries: [
          { Id: 'a', MessageBody: 'one' },
          { Id: 'b', MessageBody: 'two' },
          { Id: 'c', MessageBody: 'three', DelaySeconds: 901 },
        ],
      }),
    );
    expect(sent.Successful!.map((e) => e.Id)).toEqual(['a', 'b']);
    expect(sent.Failed).toEqual([expect.objectContaining({ Id: 'c', SenderFault: true, Code: 'InvalidParameterValue' })]);

    const messages = await receive(url, { MaxNumberOfMessages: 10 });
    expect(messages.map((m) => m.Body).sort()).toEqual(['one', 'two']);
    const deleted = await sqs.send(
      new DeleteMessageBatchCommand({
        QueueUrl: url,
        Entries: [
          ...messages.map((m, i) => ({ Id: `m${i}`, ReceiptHandle: m.ReceiptHandle! })),
          { Id: 'bad', ReceiptHandle: 'not-a-handle' },
        ],
      }),
    );
    expect(deleted.Successful!.map((e) => e.Id)).toEqual(['m0', 'm1']);
    expect(deleted.Failed).toEqual([expect.objectContaining({ Id: 'bad', Code: 'ReceiptHandleIsInvalid' })]);
    expect(await attributes(url, 'ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible')).toEqual({
      ApproximateNumberOfMessages: '0',
      ApproximateNumberOfMessagesNotVisible: '0',
    });
  });

  it('long polling returns as soon as a message arrives', async () => {
    const url = await newQueue();
    const started = Date.now();
    const polling = receive(url, { WaitTimeSeconds: 20 }); // 2 s here
    await sleep(50);
    await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'late' }));
    const messages = await polling;
    expect(messages.map((m) => m.Body)).toEqual(['late']);
    expect(Date.now() - started).toBeLessThan(1000);

    const empty = Date.now();
    expect(await receive(url, { WaitTimeSeconds: 2 })).toEqual([]);
    expect(Date.now() - empty).toBeGreaterThanOrEqual(2 * secondMs - 10);
  });

  it('hides a received message for the visibility timeout, then delivers it again with a new handle', async () => {
    const url = await newQueue({ VisibilityTimeout: '2' });
    await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'again' }));
    const [first] = await receive(url);
    expect(await receive(url)).toEqual([]);

    const [second] = await receive(url, { WaitTimeSeconds: 5 });
    expect(second).toMatchObject({ MessageId: first!.MessageId, Attributes: { ApproximateReceiveCount: '2' } });
    expect(second!.ReceiptHandle).not.toBe(first!.ReceiptHandle);
    expect(second!.Attributes!.ApproximateFirstReceiveTimestamp).toBe(first!.Attributes!.ApproximateFirstReceiveTimestamp);

    // The older handle no longer acts on the message.
    await sqs.send(new DeleteMessageCommand({ QueueUrl: url, ReceiptHandle: first!.ReceiptHandle! }));
    await expect(
      sqs.send(new ChangeMessageVisibilityCommand({ QueueUrl: url, ReceiptHandle: first!.ReceiptHandle!, VisibilityTimeout: 0 })),
    ).rejects.toMatchObject({ name: 'ReceiptHandleIsInvalid' });
    expect(await attributes(url, 'ApproximateNumberOfMessagesNotVisible')).toEqual({ ApproximateNumberOfMessagesNotVisible: '1' });

    // A receive may override the queue's visibility timeout.
    await sqs.send(new DeleteMessageCommand({ QueueUrl: url, ReceiptHandle: second!.ReceiptHandle! }));
    await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'short' }));
    await receive(url, { VisibilityTimeout: 0 });
    expect((await receive(url)).map((m) => m.Body)).toEqual(['short']);
  });

  it('changes the visibility of in-flight messages', async () => {
    const url = await newQueue({ VisibilityTimeout: '600' });
    await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'x' }));
    const [message] = await receive(url);
    const polling = receive(url, { WaitTimeSeconds: 20 });
    await sqs.send(new ChangeMessageVisibilityCommand({ QueueUrl: url, ReceiptHandle: message!.ReceiptHandle!, VisibilityTimeout: 0 }));
    const [again] = await polling;
    expect(again!.MessageId).toBe(message!.MessageId);

    const result = await sqs.send(
      new ChangeMessageVisibilityBatchCommand({
        QueueUrl: url,
        Entries: [
          { Id: 'ok', ReceiptHandle: again!.ReceiptHandle!, VisibilityTimeout: 1 },
          { Id: 'stale', ReceiptHandle: message!.ReceiptHandle!, VisibilityTimeout: 1 },
        ],
      }),
    );
    expect(result.Successful).toEqual([{ Id: 'ok' }]);
    expect(result.Failed).toEqual([expect.objectContaining({ Id: 'stale', Code: 'ReceiptHandleIsInvalid' })]);
    expect((await receive(url, { WaitTimeSeconds: 5 })).map((m) => m.Body)).toEqual(['x']);
  });

  it('delays messages by DelaySeconds', async () => {
    const url = await newQueue();
    await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'later', DelaySeconds: 2 }));
    expect(await attributes(url, 'ApproximateNumberOfMessagesDelayed')).toEqual({ ApproximateNumberOfMessagesDelayed: '1' });
    expect(await receive(url)).toEqual([]);
    expect((await receive(url, { WaitTimeSeconds: 10 })).map((m) => m.Body)).toEqual(['later']);
  });

  it('moves a message to the DLQ on the receive that would exceed maxReceiveCount', async () => {
    const dlqUrl = await newQueue();
    const { QueueArn } = await attributes(dlqUrl, 'QueueArn');
    const url = await newQueue({
      VisibilityTimeout: '0',
      RedrivePolicy: JSON.stringify({ deadLetterTargetArn: QueueArn, maxReceiveCount: 2 }),
    });
    expect(JSON.parse((await attributes(url, 'RedrivePolicy')).RedrivePolicy!)).toEqual({
      deadLetterTargetArn: QueueArn,
      maxReceiveCount: 2,
    });
    const { MessageId } = await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'poison' }));

    expect((await receive(url))[0]?.Attributes?.ApproximateReceiveCount).toBe('1');
    expect((await receive(url))[0]?.Attributes?.ApproximateReceiveCount).toBe('2');
    expect(await receive(url)).toEqual([]);

    const [dead] = await receive(dlqUrl);
    expect(dead).toMatchObject({ MessageId, Body: 'poison', Attributes: { DeadLetterQueueSourceArn: expect.stringMatching(/:q-\d+$/) } });
  });

  it('rejects a redrive policy whose DLQ does not exist', async () => {
    await expect(
      newQueue({ RedrivePolicy: JSON.stringify({ deadLetterTargetArn: 'arn:aws:sqs:us-east-1:000000000000:nope', maxReceiveCount: 3 }) }),
    ).rejects.toMatchObject({ name: 'InvalidAttributeValue' });
  });

  it('round-trips message attributes with the MD5 AWS computes', async () => {
    const url = await newQueue();
    const MessageAttributes = {
      attribName1: { DataType: 'String', StringValue: 'attribValue 1' },
      customNumberTypeAttrib: { DataType: 'Number.float', StringValue: '4563442423554324324264524243.32543234' },
      binaryAttribute: { DataType: 'Binary', BinaryValue: new TextEncoder().encode('Hello binary world!') },
    };
    const sent = await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'with attributes', MessageAttributes }));
    // The digest published with AWS's own description of the algorithm for these three attributes.
    expect(sent.MD5OfMessageAttributes).toBe('c932db14a896c663f83c260297d594ff');

    const [message] = await sqs.send(new ReceiveMessageCommand({ QueueUrl: url, MessageAttributeNames: ['All'] })).then((r) => r.Messages ?? []);
    expect(message!.MD5OfMessageAttributes).toBe(sent.MD5OfMessageAttributes);
    expect(message!.MessageAttributes).toEqual(MessageAttributes);
    await sqs.send(new ChangeMessageVisibilityCommand({ QueueUrl: url, ReceiptHandle: message!.ReceiptHandle!, VisibilityTimeout: 0 }));

    const [some] = await sqs.send(new ReceiveMessageCommand({ QueueUrl: url, MessageAttributeNames: ['attribName1'] })).then((r) => r.Messages ?? []);
    expect(Object.keys(some!.MessageAttributes!)).toEqual(['attribName1']);
    expect(some!.MD5OfMessageAttributes).toBe('19e27d4e946b072f3f58da80d94fd778');
  });

  it('computes attribute digests for single attributes of each transport type', () => {
    expect(md5OfMessageAttributes({ attribName1: { DataType: 'String', StringValue: 'attribValue 1' } })).toBe('19e27d4e946b072f3f58da80d94fd778');
    expect(
      md5OfMessageAttributes({ customNumberTypeAttrib: { DataType: 'Number.float', StringValue: '4563442423554324324264524243.32543234' } }),
    ).toBe('9fe1b90bbd9965bdf77bac517c7d2495');
    expect(
      md5OfMessageAttributes({ binaryAttribute: { DataType: 'Binary', BinaryValue: Buffer.from('Hello binary world!').toString('base64') } }),
    ).toBe('31a92b15d92f8db860eda32aceb656c3');
    expect(md5OfMessageAttributes({})).toBeUndefined();
  });

  it('purges a queue', async () => {
    const url = await newQueue();
    await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'gone' }));
    await sqs.send(new PurgeQueueCommand({ QueueUrl: url }));
    expect(await attributes(url, 'ApproximateNumberOfMessages')).toEqual({ ApproximateNumberOfMessages: '0' });
  });

  it('ends a long poll when the client aborts it, without taking messages', async () => {
    const url = await newQueue();
    const controller = new AbortController();
    const polling = sqs.send(new ReceiveMessageCommand({ QueueUrl: url, WaitTimeSeconds: 20 }), { abortSignal: controller.signal });
    await sleep(20);
    controller.abort();
    await expect(polling).rejects.toMatchObject({ name: 'AbortError' });
    await sleep(20);
    await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'kept' }));
    expect((await receive(url)).map((m) => m.Body)).toEqual(['kept']);
  });
});
