import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  QueueNameExists,
  SetQueueAttributesCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import { maxReceiveCount, queues, visibilityTimeoutFactor, type QueueName } from '../../../shared/resources';

export interface LocalQueue {
  url: string;
  dlqUrl: string;
}

/** Dead letters are kept the longest SQS allows (14 days), so they can be inspected. */
const deadLetterRetentionSeconds = 14 * 24 * 60 * 60;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The local queue names: `item-uploads` and `item-uploads-dlq` for `itemUploads`. */
export function localQueueName(name: QueueName, prefix = ''): string {
  return `${prefix}${kebab(name)}`;
}

/**
 * Creates every queue of `resources.queues` with its dead-letter queue, redrive policy and a
 * visibility timeout of `visibilityTimeoutFactor` x the worker's timeout. Running it again brings
 * existing queues back to these settings.
 */
export async function createLocalQueues(
  client: SQSClient,
  options: { prefix?: string } = {},
): Promise<Record<QueueName, LocalQueue>> {
  const created = {} as Record<QueueName, LocalQueue>;
  for (const name of Object.keys(queues) as QueueName[]) {
    const queueName = localQueueName(name, options.prefix);
    const dlqUrl = await ensureQueue(client, `${queueName}-dlq`, { MessageRetentionPeriod: String(deadLetterRetentionSeconds) });
    const { Attributes } = await client.send(new GetQueueAttributesCommand({ QueueUrl: dlqUrl, AttributeNames: ['QueueArn'] }));
    const url = await ensureQueue(client, queueName, {
      VisibilityTimeout: String(visibilityTimeoutFactor * queues[name].workerTimeoutSeconds),
      RedrivePolicy: JSON.stringify({ deadLetterTargetArn: Attributes?.QueueArn, maxReceiveCount }),
    });
    created[name] = { url, dlqUrl };
  }
  return created;
}

/** The environment the functions read queue URLs from (ITEM_UPLOADS_QUEUE_URL, ...). */
export function localQueueEnv(created: Record<QueueName, { url: string }>): Record<string, string> {
  return Object.fromEntries((Object.keys(queues) as QueueName[]).map((name) => [queues[name].envVar, created[name].url]));
}

async function ensureQueue(client: SQSClient, name: string, attributes: Record<string, string>): Promise<string> {
  try {
    const { QueueUrl } = await client.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes }));
    return QueueUrl!;
  } catch (error) {
    if (!(error instanceof QueueNameExists)) throw error;
    const { QueueUrl } = await client.send(new GetQueueUrlCommand({ QueueName: name }));
    await client.send(new SetQueueAttributesCommand({ QueueUrl, Attributes: attributes }));
    return QueueUrl!;
  }
}
