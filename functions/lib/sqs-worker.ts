import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type * as z from 'zod';
import { addInvocationContext, createLogger, describeError } from './http/logger';

/**
 * The wrapper of every SQS worker Lambda. The event source mapping reports batch item failures,
 * so each record succeeds or fails on its own: a failed record comes back after the visibility
 * timeout and lands in the queue's DLQ after maxReceiveCount tries; the others are deleted.
 * Powertools' batch processor collects the failures; the job contract is our zod schema.
 */

export type JobProcessor<J> = (job: J, record: SQSRecord) => Promise<void>;

/** One processor per job kind: a queue's worker handles every kind its schema admits. */
export type ProcessorMap<J extends { kind: string }> = {
  [K in J['kind']]: JobProcessor<Extract<J, { kind: K }>>;
};

/** A message that can never become a valid job: it fails without reaching a processor. */
export class InvalidJobMessageError extends Error {
  override name = 'InvalidJobMessageError';
}

/** A processor that hands each job to the processor of its kind. */
export function dispatchByKind<J extends { kind: string }>(processors: ProcessorMap<J>): JobProcessor<J> {
  return (job, record) => (processors[job.kind as J['kind']] as JobProcessor<J>)(job, record);
}

function parseJob<S extends z.ZodType>(schema: S, record: SQSRecord): z.output<S> {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch (error) {
    throw new InvalidJobMessageError(`body is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new InvalidJobMessageError(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(message)'}: ${issue.message}`).join('; '));
  }
  return parsed.data;
}

export function sqsWorker<S extends z.ZodType>(
  schema: S,
  processor: JobProcessor<z.output<S>>,
): (event: SQSEvent, context?: Context) => Promise<SQSBatchResponse> {
  const handleRecord = async (record: SQSRecord): Promise<void> => {
    let log = createLogger({
      source: 'sqs-worker',
      messageId: record.messageId,
      receiveCount: Number(record.attributes?.ApproximateReceiveCount ?? 0),
    });
    let job: z.output<S>;
    try {
      job = parseJob(schema, record);
    } catch (error) {
      log.error('Invalid job message', { reason: (error as Error).message });
      throw error;
    }

    log = log.child(describeJob(job));
    const started = Date.now();
    try {
      await processor(job, record);
    } catch (error) {
      log.error('Job failed', { durationMs: Date.now() - started, reason: error instanceof Error ? error.message : String(error), ...describeError(error) });
      throw error;
    }
    log.info('Job done', { durationMs: Date.now() - started });
  };

  return async (event, context) => {
    addInvocationContext(context);
    // A processor per invocation: it holds the batch's records and failures while it runs.
    const batch = new BatchProcessor(EventType.SQS);
    // One record after another (workers hold whole files in memory), and a batch in which every
    // record failed is reported record by record rather than thrown: the outcome per message is
    // the same, and the function's Errors metric keeps meaning "the worker itself broke".
    const response = await processPartialResponse(event, handleRecord, batch, {
      context,
      processInParallel: false,
      throwOnFullBatchFailure: false,
    });
    return { batchItemFailures: response.batchItemFailures };
  };
}

function describeJob(job: unknown): Record<string, unknown> {
  if (typeof job !== 'object' || job === null) return {};
  const { kind, jobId, companyId } = job as Record<string, unknown>;
  return { kind, jobId, companyId };
}
