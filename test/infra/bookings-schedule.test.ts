import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AssetbookApp } from '../../infra/stacks/build-app';
import { workerTableAccess } from '../../infra/stacks/table-access';
import { type Json, logicalId, plainApp } from '../support/cdk';

/** The bookings' periodic check (docs/bookings.md, "Overdue and reminders"): its rule and what the worker running it may touch. */

let built: AssetbookApp;
let queuesTemplate: Template;

beforeAll(() => {
  const app = plainApp();
  built = app.built;
  queuesTemplate = app.t.queues;
});

describe('bookings check schedule', () => {
  it('runs every 15 minutes and sends a bookings.check job with the event time as its id to the notifications queue', () => {
    const rules = queuesTemplate.findResources('AWS::Events::Rule') as Record<string, Json>;
    const id = logicalId(built.stacks.queues, built.stacks.queues.bookingsCheck);
    const rule = rules[id]!.Properties;
    expect(rule.ScheduleExpression).toBe('rate(15 minutes)');
    expect(rule.State ?? 'ENABLED').toBe('ENABLED');
    const target = (rule.Targets as Json[])[0]!;
    const queues = built.stacks.queues;
    expect(target.Arn).toEqual({ 'Fn::GetAtt': [logicalId(queues, queues.queues.notifications), 'Arn'] });
    expect(target.InputTransformer.InputPathsMap).toEqual({ time: '$.time' });
    expect(target.InputTransformer.InputTemplate).toBe('{"kind":"bookings.check","jobId":<time>}');
    expect(target.DeadLetterConfig.Arn).toEqual({ 'Fn::GetAtt': [logicalId(queues, queues.deadLetterQueues.notifications), 'Arn'] });
  });

  it('EventBridge may send to the notifications queue from this rule', () => {
    const id = logicalId(built.stacks.queues, built.stacks.queues.bookingsCheck);
    const statements = (Object.values(queuesTemplate.findResources('AWS::SQS::QueuePolicy')) as Json[])
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Json[])
      .filter((statement) => statement.Principal?.Service === 'events.amazonaws.com');
    const sources = statements.flatMap((statement) => [statement.Condition?.ArnEquals?.['aws:SourceArn']].flat());
    expect(sources).toContainEqual({ 'Fn::GetAtt': [id, 'Arn'] });
  });

  it("lets the notifications worker read and mark the hours' reminder rows", () => {
    expect(workerTableAccess.notifications!.partitions).toContain('BOOKING_REMIND#*');
  });
});
