import { GetQueueAttributesCommand, SetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxReceiveCount, queues, visibilityTimeoutFactor, type QueueName } from '../../../shared/resources';
import { startSqsEmulator, type SqsEmulator } from './emulator';
import { createLocalQueues, localQueueEnv } from './queues';

let emulator: SqsEmulator;
let sqs: SQSClient;

beforeAll(async () => {
  emulator = await startSqsEmulator();
  sqs = new SQSClient({ endpoint: emulator.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
});

afterAll(async () => {
  sqs.destroy();
  await emulator.close();
});

const attributesOf = async (url: string) =>
  (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['All'] }))).Attributes!;

describe('createLocalQueues', () => {
  it('creates every queue with its DLQ, redrive policy and visibility timeout, idempotently', async () => {
    const created = await createLocalQueues(sqs);
    expect(Object.keys(created).sort()).toEqual(Object.keys(queues).sort());
    expect(created.itemUploads).toEqual({
      url: `${emulator.endpoint}/000000000000/item-uploads`,
      dlqUrl: `${emulator.endpoint}/000000000000/item-uploads-dlq`,
    });

    for (const name of Object.keys(queues) as QueueName[]) {
      const queue = await attributesOf(created[name].url);
      const dlq = await attributesOf(created[name].dlqUrl);
      expect(queue.VisibilityTimeout).toBe(String(visibilityTimeoutFactor * queues[name].workerTimeoutSeconds));
      expect(JSON.parse(queue.RedrivePolicy!)).toEqual({ deadLetterTargetArn: dlq.QueueArn, maxReceiveCount });
    }

    // Drifted settings are brought back on the next run.
    await sqs.send(new SetQueueAttributesCommand({ QueueUrl: created.reports.url, Attributes: { VisibilityTimeout: '5' } }));
    expect(await createLocalQueues(sqs)).toEqual(created);
    expect((await attributesOf(created.reports.url)).VisibilityTimeout).toBe(String(visibilityTimeoutFactor * queues.reports.workerTimeoutSeconds));
  });

  it('maps the queues to the environment variables the functions read', async () => {
    const created = await createLocalQueues(sqs, { prefix: 'env-' });
    expect(localQueueEnv(created)).toEqual({
      ITEM_CHANGES_QUEUE_URL: created.itemChanges.url,
      ITEM_UPLOADS_QUEUE_URL: created.itemUploads.url,
      REPORTS_QUEUE_URL: created.reports.url,
      STOCKTAKING_QUEUE_URL: created.stocktaking.url,
      PHOTO_THUMBNAILS_QUEUE_URL: created.photoThumbnails.url,
      NOTIFICATIONS_QUEUE_URL: created.notifications.url,
      BILLING_QUEUE_URL: created.billing.url,
    });
  });
});
