import type { Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AssetbookApp } from '../../infra/stacks/build-app';
import type { AppFunction } from '../../infra/stacks/lambda';
import { domainAccess, type QueueName, queues, workerSends } from '../../shared/resources';
import { type Json, logicalId, type SynthesizedApp, statementsOf, plainApp } from '../support/cdk';

/**
 * Who may put jobs on the notifications queue (the workers and domains that raise notifications)
 * and the daily schedules of the subscription check and the maintenance reminders. Bundling is skipped: only the templates count.
 */

let app: SynthesizedApp;
let built: AssetbookApp;
let queuesTemplate: Template;
let apiTemplate: Template;

beforeAll(() => {
  app = plainApp();
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

/** The daily rules: the subscription check and the maintenance reminders (docs/maintenance.md), each by its logical id. */
const ruleIdOf = (rule: 'subscriptionCheck' | 'maintenanceCheck') => logicalId(built.stacks.queues, built.stacks.queues[rule]);
const ruleOf = (rule: 'subscriptionCheck' | 'maintenanceCheck') => queuesTemplate.findResources('AWS::Events::Rule')[ruleIdOf(rule)]!.Properties as Json;

describe.each([
  ['subscriptionCheck', 'notifications.subscriptionCheck'],
  ['maintenanceCheck', 'maintenance.check'],
] as const)('the %s schedule', (rule, kind) => {
  it(`runs daily and sends a ${kind} job with the event time as its id to the notifications queue`, () => {
    const properties = ruleOf(rule);
    expect(properties.ScheduleExpression).toBe('cron(0 5 * * ? *)');
    expect(properties.State ?? 'ENABLED').toBe('ENABLED');
    const target = (properties.Targets as Json[])[0]!;
    expect(target.Arn).toEqual({ 'Fn::GetAtt': [queueRef('notifications'), 'Arn'] });
    expect(target.InputTransformer.InputPathsMap).toEqual({ time: '$.time' });
    expect(target.InputTransformer.InputTemplate).toBe(`{"kind":"${kind}","jobId":<time>}`);
    expect(target.DeadLetterConfig.Arn).toEqual({ 'Fn::GetAtt': [logicalId(built.stacks.queues, built.stacks.queues.deadLetterQueues.notifications), 'Arn'] });
  });
});

describe('the daily schedules', () => {
  it('EventBridge may send to the notifications queue only from the stack\'s rules, one statement per rule', () => {
    const rules = Object.keys(queuesTemplate.findResources('AWS::Events::Rule'));
    expect(rules).toEqual(expect.arrayContaining([ruleIdOf('subscriptionCheck'), ruleIdOf('maintenanceCheck')]));
    const policies = Object.values(queuesTemplate.findResources('AWS::SQS::QueuePolicy')) as Json[];
    const statements = policies
      .filter((policy) => (policy.Properties.Queues as Json[]).some((queue) => queue.Ref === queueRef('notifications')))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Json[])
      .filter((statement) => statement.Principal?.Service === 'events.amazonaws.com');
    for (const statement of statements) {
      expect([statement.Action].flat()).toEqual(expect.arrayContaining(['sqs:SendMessage']));
      expect(rules).toContain(statement.Condition.ArnEquals['aws:SourceArn']['Fn::GetAtt'][0]);
    }
    for (const rule of ['subscriptionCheck', 'maintenanceCheck'] as const) {
      expect(statements.filter((statement) => statement.Condition.ArnEquals['aws:SourceArn']['Fn::GetAtt'][0] === ruleIdOf(rule))).toHaveLength(1);
    }
  });
});
