import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type * as z from 'zod';
import { env } from './env';

/**
 * The wrapper of every SQS worker Lambda. The event source mapping reports batch item failures,
 * so each record succeeds or fails on its own: a failed record comes back after the visibility
 * timeout and lands in the queue's DLQ after maxReceiveCount tries; the others are deleted.
 */

export type JobProcessor<J> = (job: J, record: SQSRecord) => Promise<void>;

/** One processor per job kind; kinds whose processor is not built yet are left out. */
export type ProcessorMap<J extends { kind: string }> = {
  [K in J['kind']]?: JobProcessor<Extract<J, { kind: K }>>;
};

/** A processor that hands each job to the processor of its kind. */
export function dispatchByKind<J extends { kind: string }>(processors: ProcessorMap<J>): JobProcessor<J> {
  return async (job, record) => {
    const processor = processors[job.kind as J['kind']] as JobProcessor<J> | undefined;
    if (!processor) throw new Error(`No processor for job kind ${job.kind}`);
    await processor(job, record);
  };
}

export function sqsWorker<S extends z.ZodType>(
  schema: S,
  processor: JobProcessor<z.output<S>>,
): (event: SQSEvent) => Promise<SQSBatchResponse> {
  return async (event) => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records ?? []) {
      const fields = {
        messageId: record.messageId,
        receiveCount: Number(record.attributes?.ApproximateReceiveCount ?? 0),
      };
      const failed = (message: string, extra: Record<string, unknown>) => {
        log('error', message, { ...fields, ...extra });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      };

      let body: unknown;
      try {
        body = JSON.parse(record.body);
      } catch (error) {
        failed('Invalid job message', { reason: `body is not JSON: ${errorMessage(error)}` });
        continue;
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const reason = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(message)'}: ${issue.message}`).join('; ');
        failed('Invalid job message', { reason });
        continue;
      }

      const job = parsed.data as z.output<S>;
      const jobFields = describeJob(job);
      const started = Date.now();
      try {
        await processor(job, record);
        log('info', 'Job done', { ...fields, ...jobFields, durationMs: Date.now() - started });
      } catch (error) {
        failed('Job failed', {
          ...jobFields,
          durationMs: Date.now() - started,
          reason: errorMessage(error),
          error: error instanceof Error ? { name: error.name, stack: error.stack } : undefined,
        });
      }
    }
    return { batchItemFailures };
  };
}

function describeJob(job: unknown): Record<string, unknown> {
  if (typeof job !== 'object' || job === null) return {};
  const { kind, jobId, companyId } = job as Record<string, unknown>;
  return { kind, jobId, companyId };
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;

/** One JSON line per event, so CloudWatch Logs Insights can query the fields. */
function log(level: 'info' | 'error', message: string, fields: Record<string, unknown>) {
  let threshold: keyof typeof levels = 'info';
  try {
    threshold = env().LOG_LEVEL;
  } catch {
    // An invalid environment must not hide the job's own outcome.
  }
  if (levels[level] < levels[threshold]) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), source: 'sqs-worker', message, ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}
