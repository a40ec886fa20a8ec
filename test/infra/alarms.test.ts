import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type QueueName, queues } from '../../shared/resources';
import { alarmSettings } from '../../infra/stacks/alarms';
import { type AssetbookApp, buildApp } from '../../infra/stacks/build-app';
import { ConfigError } from '../../infra/stacks/config';
import { domains } from '../../shared/routes';
import { type Json, logicalId, type SynthesizedApp, plainApp, synthVariant, testMailDomain as mailFromDomain } from '../support/cdk';

/**
 * The alarms and the operators' topic, on the app (unbundled) and on a variant with an alarm e-mail
 * (synthesized without bundling: the function code plays no part here; test/infra/app.test.ts checks the bundles).
 */

let plain: SynthesizedApp;
let emailed: SynthesizedApp;
let built: AssetbookApp;
let withEmail: AssetbookApp;
let t: SynthesizedApp['t'];

beforeAll(() => {
  plain = plainApp();
  ({ built, t } = plain);
  emailed = synthVariant({ alarmEmail: 'ops@assetbook-test.net' });
  withEmail = emailed.built;
});


const alarmsOf = (template: Template): Json[] => Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((a: Json) => a.Properties as Json);

/** How a stack's template refers to the operators' topic: a Ref in its own stack, an import elsewhere. */
function topicReference(stackName: keyof AssetbookApp['stacks']): Json {
  const topicId = logicalId(built.stacks.monitoring, built.stacks.monitoring.topic);
  if (stackName === 'monitoring') return { Ref: topicId };
  const outputs = t.monitoring.toJSON().Outputs as Record<string, Json>;
  const exported = Object.values(outputs).find((o) => o.Export && JSON.stringify(o.Value) === JSON.stringify({ Ref: topicId }));
  expect(exported, 'the topic ARN is exported').toBeDefined();
  return { 'Fn::ImportValue': exported!.Export.Name };
}

/** Every alarm is evaluated over one 5-minute period, counts silence as fine and tells the operators both ways. */
function expectOperatorAlarm(alarm: Json, stackName: keyof AssetbookApp['stacks']): void {
  expect(alarm.TreatMissingData).toBe('notBreaching');
  expect(alarm.EvaluationPeriods).toBe(1);
  expect(alarm.AlarmActions).toEqual([topicReference(stackName)]);
  expect(alarm.OKActions).toEqual([topicReference(stackName)]);
  expect(alarm.AlarmName).toMatch(/^Assetbook-/);
  expect(alarm.AlarmDescription).toMatch(/\S{10}/);
}

describe('operators topic', () => {
  it('is encrypted with a rotating customer managed key that CloudWatch may use, and takes publishes over TLS only', () => {
    const [topic] = Object.values(t.monitoring.findResources('AWS::SNS::Topic'));
    const keyId = logicalId(built.stacks.monitoring, built.stacks.monitoring.key);
    expect(topic!.Properties.KmsMasterKeyId).toEqual({ 'Fn::GetAtt': [keyId, 'Arn'] });

    const key = t.monitoring.findResources('AWS::KMS::Key')[keyId]!.Properties as Json;
    expect(key.EnableKeyRotation).toBe(true);
    const cloudwatchKeyUse = (key.KeyPolicy.Statement as Json[]).find((s) => s.Principal?.Service === 'cloudwatch.amazonaws.com');
    expect(cloudwatchKeyUse).toMatchObject({ Effect: 'Allow', Action: ['kms:Decrypt', 'kms:GenerateDataKey*'] });

    const [policy] = Object.values(t.monitoring.findResources('AWS::SNS::TopicPolicy'));
    const statements = policy!.Properties.PolicyDocument.Statement as Json[];
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Action: 'sns:Publish', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Allow', Action: 'sns:Publish', Principal: { Service: 'cloudwatch.amazonaws.com' } }),
    );
  });

  it('has no subscriber unless an alarm e-mail is given; with one, that address is subscribed', () => {
    expect(t.monitoring.findResources('AWS::SNS::Subscription')).toEqual({});
    const subscriptions = Object.values(Template.fromStack(withEmail.stacks.monitoring).findResources('AWS::SNS::Subscription'));
    expect(subscriptions.map((s: Json) => s.Properties)).toEqual([
      expect.objectContaining({ Protocol: 'email', Endpoint: 'ops@assetbook-test.net' }),
    ]);
  });

  it('refuses an alarm e-mail that is not an address', () => {
    expect(() => buildApp({ mailFromDomain, webDist: plain.webDist, alarmEmail: 'ops at example' }, { nag: false, appProps: { context: { 'aws:cdk:bundling-stacks': [] } } })).toThrow(ConfigError);
  });
});

describe('dead-letter queue alarms', () => {
  it('one per dead-letter queue: more than 0 visible messages', () => {
    const queueNames = Object.keys(queues) as QueueName[];
    const dlqAlarms = alarmsOf(t.queues).filter((a) => a.MetricName === 'ApproximateNumberOfMessagesVisible');
    expect(dlqAlarms).toHaveLength(queueNames.length);
    for (const name of queueNames) {
      const dlqId = logicalId(built.stacks.queues, built.stacks.queues.deadLetterQueues[name]);
      const matching = dlqAlarms.filter((a) => JSON.stringify(a.Dimensions) === JSON.stringify([{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }]));
      expect(matching, name).toHaveLength(1);
      const alarm = matching[0]!;
      expect(alarm).toMatchObject({ Namespace: 'AWS/SQS', Statistic: 'Maximum', Period: 300, Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
      expectOperatorAlarm(alarm, 'queues');
    }
  });
});

describe('function alarms', () => {
  type Watched = [keyof AssetbookApp['stacks'], Stack, string, IConstruct];
  const functions = (): Watched[] => [
    ...domains.map((d): Watched => ['api', built.stacks.api, d, built.stacks.api.functions[d].function]),
    ...(Object.keys(queues) as QueueName[]).map((q): Watched => ['queues', built.stacks.queues, q, built.stacks.queues.workers[q].function]),
  ];

  it('every domain function and every worker has an errors and a throttles alarm (at least 1 in 5 minutes)', () => {
    for (const [stackName, stack, name, fn] of functions()) {
      const fnId = logicalId(stack, fn);
      const ofFunction = alarmsOf(t[stackName]).filter((a) => JSON.stringify(a.Dimensions) === JSON.stringify([{ Name: 'FunctionName', Value: { Ref: fnId } }]));
      expect(ofFunction.map((a) => a.MetricName).sort(), name).toEqual(['Errors', 'Throttles']);
      for (const alarm of ofFunction) {
        expect(alarm).toMatchObject({ Namespace: 'AWS/Lambda', Statistic: 'Sum', Period: 300, Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
        expectOperatorAlarm(alarm, stackName);
      }
    }
  });
});

describe('HTTP API alarm', () => {
  it('fires when more than 5% of at least 10 requests in 5 minutes were answered 5xx', () => {
    const [alarm, ...others] = alarmsOf(t.gateway);
    expect(others).toEqual([]);
    expect(alarm).toMatchObject({ Threshold: alarmSettings.api5xxPercentAbove, ComparisonOperator: 'GreaterThanThreshold' });
    expectOperatorAlarm(alarm!, 'gateway');
    const metrics = alarm!.Metrics as Json[];
    const expression = metrics.find((m) => m.Expression)!;
    expect(expression.Expression).toBe('IF(requests >= 10, 100 * FILL(errors, 0) / requests, 0)');
    expect(expression.ReturnData).not.toBe(false);
    const apiRef = { Ref: logicalId(built.stacks.gateway, built.stacks.gateway.httpApi) };
    const input = (id: string) => metrics.find((m) => m.Id === id)!.MetricStat;
    expect(input('errors')).toMatchObject({ Metric: { Namespace: 'AWS/ApiGateway', MetricName: '5xx', Dimensions: [{ Name: 'ApiId', Value: apiRef }] }, Period: 300, Stat: 'Sum' });
    expect(input('requests')).toMatchObject({ Metric: { Namespace: 'AWS/ApiGateway', MetricName: 'Count', Dimensions: [{ Name: 'ApiId', Value: apiRef }] }, Period: 300, Stat: 'Sum' });
  });
});

describe('the whole app', () => {
  it('has exactly these alarms, and each notifies the operators topic', () => {
    const workers = Object.keys(queues).length;
    const all = (Object.keys(t) as (keyof AssetbookApp['stacks'])[]).flatMap((name) => alarmsOf(t[name]).map((alarm) => [name, alarm] as const));
    // One per dead-letter queue, errors and throttles per function, the API's 5xx rate, two send budgets,
    // errors and throttles of the signing-key rotation function, three on the security log
    // (test/infra/security-alarms.test.ts).
    expect(all).toHaveLength(workers + 2 * (domains.length + workers) + 1 + 2 + 2 + 3);
    for (const [stackName, alarm] of all) expectOperatorAlarm(alarm, stackName);
    expect(new Set(all.map(([, alarm]) => alarm.AlarmName)).size).toBe(all.length);
  });

  it('stays clean for cdk-nag, with and without an alarm e-mail', () => {
    for (const app of [built.app, withEmail.app]) {
      const report = new AwsSolutionsChecks(undefined, { verbose: false }).validateScope(app);
      const findings = report.violations.map((v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
      expect(findings).toEqual([]);
    }
  });
});
