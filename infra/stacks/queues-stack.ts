import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventField, Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { BookingsCheckJob, MaintenanceCheckJob, SubscriptionCheckJob } from '../../shared/jobs';
import { type BucketName, maxReceiveCount, type QueueName, queues, visibilityTimeoutFactor, workerBatchSize, workerSends } from '../../shared/resources';
import { grantBucket, grantPushSecret, grantQueueSend, grantSendMail, grantTable, type MailSettings } from './access';
import type { LogLevel } from './config';
import { AppFunction } from './lambda';
import { nativeModulesLayer } from './native-layer';
import { workerTableAccess } from './table-access';

/** Workers load the heavy libraries (exceljs, pdf-lib) and whole files. */
export const workerMemorySize = 1024;

/**
 * Concurrent executions reserved for each worker, and the most its queue's event source runs at once
 * (the same number, so SQS never hands a batch to a throttled worker, which would count a receive
 * and push good messages toward the dead-letter queue). A flood of messages (a large import, a
 * notification to every user) then waits in its queue instead of taking the account's concurrency
 * pool from the API functions or the table's capacity from everyone. SQS event sources accept a
 * maximum concurrency of 2 at least. Together these reserve 18 executions: the account needs its
 * quota to exceed them by the 100 Lambda keeps unreserved (docs/deploy.md).
 */
export const workerConcurrency: Record<QueueName, number> = {
  // Small writes per item change; a bulk change sends many.
  itemChanges: 3,
  // Each upload writes thousands of items through the table's transactions.
  itemUploads: 2,
  // PDF and xlsx building at 1 GB each.
  reports: 2,
  stocktaking: 2,
  // Fan-out to every recipient; pushes and e-mails wait on other services more than on the CPU.
  notifications: 4,
  // One invoice PDF per message, rare.
  billing: 2,
  // sharp at 1 GB per photo.
  photoThumbnails: 3,
};

export interface QueuesStackProps extends StackProps {
  readonly rootDir: string;
  readonly table: ITable;
  readonly buckets: Record<BucketName, IBucket>;
  readonly appUrl: string;
  readonly mail: MailSettings;
  /** The Firebase service account, read only by the workers that send push messages. */
  readonly pushSecret: ISecret;
  readonly logLevel: LogLevel;
  readonly logRetention: RetentionDays;
  /** Printed on invoices by the billing worker. */
  readonly billingBankDetails?: string;
}

const pascal = (name: string): string => `${name[0]!.toUpperCase()}${name.slice(1)}`;

/** Files a worker's code reads at run time (the invoice PDF and the label sheets of a selection read the labels' font beside their bundle). */
export const workerBundleFiles: Partial<Record<QueueName, readonly string[]>> = { billing: ['functions/labels/fonts'], reports: ['functions/labels/fonts'] };

/**
 * For each queue of shared/resources.ts: the queue, its dead-letter queue and its worker, which may
 * send to the queues workerSends names; and the daily schedules of the subscription check and the maintenance reminders.
 */
export class QueuesStack extends Stack {
  readonly queues: Record<QueueName, Queue>;
  readonly deadLetterQueues: Record<QueueName, Queue>;
  readonly workers: Record<QueueName, AppFunction>;
  readonly subscriptionCheck: Rule;
  readonly maintenanceCheck: Rule;
  /** Every 15 minutes: bookings' reminders and overdue transitions (docs/bookings.md). */
  readonly bookingsCheck: Rule;

  constructor(scope: Construct, id: string, props: QueuesStackProps) {
    super(scope, id, props);

    const made = {} as Record<QueueName, Queue>;
    const dlqs = {} as Record<QueueName, Queue>;
    const workers = {} as Record<QueueName, AppFunction>;

    for (const name of Object.keys(queues) as QueueName[]) {
      const def = queues[name];
      const id = pascal(name);

      const dlq = new Queue(this, `${id}DeadLetters`, {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
      });
      const queue = new Queue(this, `${id}Queue`, {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(4),
        // A message stays hidden long enough for every retry of a batch within one receive.
        visibilityTimeout: Duration.seconds(visibilityTimeoutFactor * def.workerTimeoutSeconds),
        deadLetterQueue: { queue: dlq, maxReceiveCount },
      });

      const nativeModules: readonly string[] = 'nativeModules' in def ? def.nativeModules : [];
      const worker = new AppFunction(this, `${id}Worker`, {
        entry: def.worker,
        rootDir: props.rootDir,
        description: `${name} queue worker`,
        memorySize: workerMemorySize,
        timeout: Duration.seconds(def.workerTimeoutSeconds),
        environment: {
          APP_URL: props.appUrl,
          LOG_LEVEL: props.logLevel,
          ...(name === 'billing' && props.billingBankDetails ? { BILLING_BANK_DETAILS: props.billingBankDetails } : {}),
        },
        logRetention: props.logRetention,
        nativeModules,
        bundleFiles: workerBundleFiles[name],
        layers: nativeModules.length ? [nativeModulesLayer(this, `${id}NativeModules`, props.rootDir, nativeModules)] : undefined,
        reservedConcurrentExecutions: workerConcurrency[name],
      });
      grantTable(worker, props.table, workerTableAccess[name]);
      for (const bucket of def.buckets) grantBucket(worker, bucket, props.buckets[bucket]);
      if (def.sendsMail) grantSendMail(worker, props.mail);
      if ('sendsPush' in def && def.sendsPush) grantPushSecret(worker, props.pushSecret);
      worker.function.addEventSource(
        new SqsEventSource(queue, { batchSize: workerBatchSize, reportBatchItemFailures: true, maxConcurrency: workerConcurrency[name] }),
      );

      made[name] = queue;
      dlqs[name] = dlq;
      workers[name] = worker;
      new CfnOutput(this, `${id}QueueUrl`, { value: queue.queueUrl });
      new CfnOutput(this, `${id}DeadLetterQueueUrl`, { value: dlq.queueUrl, description: `Messages of ${name} that failed ${maxReceiveCount} times` });
    }

    for (const name of Object.keys(queues) as QueueName[]) {
      for (const target of workerSends[name]) grantQueueSend(workers[name], target, made[target]);
    }

    // Daily, before the working day in Europe: subscriptions ending in 3 days and in 1 day are told,
    // and periods that ended are recorded (trial -> Free, paid -> locked) and told (docs/payments.md).
    const check: SubscriptionCheckJob = { kind: 'notifications.subscriptionCheck', jobId: EventField.time };
    this.subscriptionCheck = new Rule(this, 'SubscriptionCheckSchedule', {
      description: 'Daily check for subscriptions about to end (notifications queue)',
      schedule: Schedule.cron({ minute: '0', hour: '5' }),
      targets: [new SqsQueue(made.notifications, { message: RuleTargetInput.fromObject(check), deadLetterQueue: dlqs.notifications })],
    });

    // Daily at the same hour: maintenance reminders of the day (N days before and on the due date),
    // catching up the days since the last run (docs/maintenance.md).
    const maintenance: MaintenanceCheckJob = { kind: 'maintenance.check', jobId: EventField.time };
    this.maintenanceCheck = new Rule(this, 'MaintenanceCheckSchedule', {
      description: 'Daily maintenance reminders (notifications queue)',
      schedule: Schedule.cron({ minute: '0', hour: '5' }),
      targets: [new SqsQueue(made.notifications, { message: RuleTargetInput.fromObject(maintenance), deadLetterQueue: dlqs.notifications })],
    });

    // Every quarter of an hour: bookings whose end is a day away or has come (reminders, overdue),
    // catching up the hours since the last run (docs/bookings.md, "Overdue and reminders").
    const bookings: BookingsCheckJob = { kind: 'bookings.check', jobId: EventField.time };
    this.bookingsCheck = new Rule(this, 'BookingsCheckSchedule', {
      description: 'Bookings reminders and overdue check (notifications queue)',
      schedule: Schedule.rate(Duration.minutes(15)),
      targets: [new SqsQueue(made.notifications, { message: RuleTargetInput.fromObject(bookings), deadLetterQueue: dlqs.notifications })],
    });

    this.queues = made;
    this.deadLetterQueues = dlqs;
    this.workers = workers;
  }
}
