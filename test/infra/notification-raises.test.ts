import type { Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AssetbookApp } from '../../infra/stacks/build-app';
import type { AppFunction } from '../../infra/stacks/lambda';
import { domainAccess, type QueueName, queues, workerSends } from '../../shared/resources';
import { type Json, logicalId, type SynthesizedApp, statementsOf, deployedApp } from '../support/cdk';

/**
 * Who may put jobs on the notifications queue (the workers and domains that raise notifications)
 * and the daily schedule of the subscription check. Bundling is skipped: only the templates count.
 */

let app: SynthesizedApp;
let built: AssetbookApp;
let queuesTemplate: Template;
let apiTemplate: Template;

beforeAll(() => {
  app = deployedApp();
  built = app.built;
  queuesTemplate = app.t.queues;
  apiTemplate = app.t.api;
});

/** The logical ids of the queues a function may SendMessage to (own stack: Fn::GetAtt; imported: a stringified reference). */
function sendTargets(template: Template, stack: Stack, fn: AppFunction): string[] {
  return statementsOf(template, stack, fn)
    .filter((statement) => [statement.Action].flat().includes('sqs:SendMessage'))
    // One statement per queue, or one naming several when IAM policy minimization merges them.
    .flatMap((statement) => [statement.Resource].flat().map((resource) => JSON.stringify(resource)));
}

const queueRef = (name: QueueName) => logicalId(built.stacks.queues, built.stacks.queues.queues[name]);
const envOf = (template: Template, stack: Stack, fn: AppFunction): Json =>
  (template.findResources('AWS::Lambda::Function')[logicalId(stack, fn.function)]!.Properties as Json).Environment.Variables;

describe('workers that raise notifications', () => {
  it.each(Object.keys(queues) as QueueName[])('%s worker may send exactly to the queues workerSends names', (name) => {
    const worker = built.stacks.queues.workers[name];
    const targets = sendTargets(queuesTemplate, built.stacks.queues, worker);
    expect(targets).toHaveLength(workerSends[name].length);
    const env = envOf(queuesTemplate, built.stacks.queues, worker);
    for (const target of workerSends[name]) {
      expect(targets.some((resource) => resource.includes(`"${queueRef(target)}"`)), `${name} -> ${target}`).toBe(true);
      expect(env[queues[target].envVar], `${name} has ${queues[target].envVar}`).toEqual({ Ref: queueRef(target) });
    }
  });

  it('the import, report and stocktaking workers are among them; the import worker also re-queues its own long files', () => {
    for (const name of ['itemUploads', 'reports', 'stocktaking'] as const) expect(workerSends[name]).toContain('notifications');
    expect(workerSends.itemUploads).toContain('itemUploads');
  });
});

describe('domains that raise notifications', () => {
  it.each(['items', 'users', 'stocktaking'] as const)('%s gets SendMessage on the notifications queue and its URL', (domain) => {
    expect(domainAccess[domain].queues).toContain('notifications');
    const fn = built.stacks.api.functions[domain];
    const targets = sendTargets(apiTemplate, built.stacks.api, fn);
    expect(targets.some((resource) => resource.includes(queueRef('notifications')))).toBe(true);
    expect(envOf(apiTemplate, built.stacks.api, fn)[queues.notifications.envVar]).toBeDefined();
  });
});

describe('subscription check schedule', () => {
  it('runs daily and sends a subscriptionCheck job with the event time as its id to the notifications queue', () => {
    const rules = Object.values(queuesTemplate.findResources('AWS::Events::Rule')) as Json[];
    expect(rules).toHaveLength(1);
    const rule = rules[0]!.Properties;
    expect(rule.ScheduleExpression).toBe('cron(0 5 * * ? *)');
    expect(rule.State ?? 'ENABLED').toBe('ENABLED');
    const target = (rule.Targets as Json[])[0]!;
    expect(target.Arn).toEqual({ 'Fn::GetAtt': [queueRef('notifications'), 'Arn'] });
    expect(target.InputTransformer.InputPathsMap).toEqual({ time: '$.time' });
    expect(target.InputTransformer.InputTemplate).toBe('{"kind":"notifications.subscriptionCheck","jobId":<time>}');
    expect(target.DeadLetterConfig.Arn).toEqual({ 'Fn::GetAtt': [logicalId(built.stacks.queues, built.stacks.queues.deadLetterQueues.notifications), 'Arn'] });
  });

  it('EventBridge may send to the notifications queue, only from this rule', () => {
    const rule = Object.keys(queuesTemplate.findResources('AWS::Events::Rule'))[0]!;
    const policies = Object.values(queuesTemplate.findResources('AWS::SQS::QueuePolicy')) as Json[];
    const statements = policies
      .filter((policy) => (policy.Properties.Queues as Json[]).some((queue) => queue.Ref === queueRef('notifications')))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Json[])
      .filter((statement) => statement.Principal?.Service === 'events.amazonaws.com');
    expect(statements).toHaveLength(1);
    expect([statements[0]!.Action].flat()).toEqual(expect.arrayContaining(['sqs:SendMessage']));
    expect(statements[0]!.Condition.ArnEquals['aws:SourceArn']).toEqual({ 'Fn::GetAtt': [rule, 'Arn'] });
  });
});
