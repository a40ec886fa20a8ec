import type { Template } from 'aws-cdk-lib/assertions';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logThrottleHit } from '../../functions/lib/auth/throttles';
import { createLogger } from '../../functions/lib/http/logger';
import { logSignIn } from '../../functions/lib/http/security-log';
import { alarmSettings, securityMetrics } from '../../infra/stacks/alarms';
import type { AssetbookApp } from '../../infra/stacks/build-app';
import { domains } from '../../shared/routes';
import { captureLogs } from '../support/log-lines';
import { type Json, logicalId, type SynthesizedApp, synthVariant } from '../support/cdk';

/**
 * The security log's alarms (docs/security.md, "Alarms on the security log"): metric filters on the
 * log groups of the functions that write `security.*` lines, each feeding one metric without
 * dimensions, and an alarm on each metric's sum over 5 minutes that tells the operators' topic.
 * Synthesized without bundling: the code plays no part in the templates.
 */

let app: SynthesizedApp;
let built: AssetbookApp;
let api: Template;

beforeAll(() => {
  app = synthVariant({});
  built = app.built;
  api = app.t.api;
});

afterEach(() => {
  vi.restoreAllMocks();
});

const filtersOf = (metricName: string): Json[] =>
  Object.values(api.findResources('AWS::Logs::MetricFilter'))
    .map((filter: Json) => filter.Properties as Json)
    .filter((filter) => filter.MetricTransformations[0].MetricName === metricName);

const alarmOf = (metricName: string): Json => {
  const alarms = Object.values(api.findResources('AWS::CloudWatch::Alarm'))
    .map((alarm: Json) => alarm.Properties as Json)
    .filter((alarm) => alarm.MetricName === metricName);
  expect(alarms, metricName).toHaveLength(1);
  return alarms[0]!;
};

/** The log group of a domain function, as its metric filter refers to it. */
const logGroupOf = (domain: (typeof domains)[number]) => ({ Ref: logicalId(built.stacks.api, built.stacks.api.functions[domain].logGroup) });

const expected = [
  {
    metric: securityMetrics.paymentCallbacksRefused.metricName,
    pattern: '{ ($.event = "security.payment_callback") && ($.outcome = "refused") }',
    logGroups: ['payments'] as const,
    threshold: alarmSettings.paymentCallbacksRefusedAtLeast,
    name: 'Assetbook-payment-callbacks-refused',
  },
  {
    metric: securityMetrics.signInFailures.metricName,
    pattern: '{ ($.event = "security.sign_in") && (($.outcome = "failure") || ($.outcome = "refused")) }',
    logGroups: ['auth', 'factors'] as const,
    threshold: alarmSettings.signInFailuresAtLeast,
    name: 'Assetbook-sign-in-failures',
  },
  {
    metric: securityMetrics.throttleHits.metricName,
    pattern: '{ ($.event = "security.throttle") && ($.outcome = "refused") }',
    logGroups: domains,
    threshold: alarmSettings.throttleHitsAtLeast,
    name: 'Assetbook-throttle-hits',
  },
];

describe('metric filters on the security log', () => {
  it.each(expected)('$metric: one filter on each log group that writes the lines, adding 1 a line to Assetbook/$metric', ({ metric, pattern, logGroups }) => {
    const filters = filtersOf(metric);
    expect(filters.map((f) => f.LogGroupName).sort((a, b) => a.Ref.localeCompare(b.Ref))).toEqual(
      logGroups.map(logGroupOf).sort((a, b) => a.Ref.localeCompare(b.Ref)),
    );
    for (const filter of filters) {
      expect(filter.FilterPattern).toBe(pattern);
      expect(filter.MetricTransformations).toEqual([{ MetricNamespace: 'Assetbook', MetricName: metric, MetricValue: '1', Unit: 'Count' }]);
    }
  });

  it('the patterns name the fields and values the functions write', () => {
    const logs = captureLogs();
    const log = createLogger({ requestId: 'r-1' });
    logSignIn(log, { method: 'password', outcome: 'failure', reason: 'PasswordIncorrect', accountId: 'u-1', clientAddress: '203.0.113.5' });
    logSignIn(log, { method: 'password', outcome: 'refused', reason: 'TooManyAttempts', accountId: 'u-1', clientAddress: '203.0.113.5' });
    logSignIn(log, { method: 'password', outcome: 'success', accountId: 'u-1', clientAddress: '203.0.113.5' });
    logThrottleHit('promoCode', { scope: 'address', subject: '203.0.113.5', max: 20, windowSeconds: 3600 });
    const [failure, refusal, success, throttled] = logs.lines();
    const matches = (pattern: string, line: Record<string, unknown>) =>
      pattern.includes(`$.event = "${String(line.event)}"`) && pattern.includes(`$.outcome = "${String(line.outcome)}"`);
    const [, signIn, throttle] = expected;
    expect(matches(signIn!.pattern, failure!)).toBe(true);
    expect(matches(signIn!.pattern, refusal!)).toBe(true);
    expect(matches(signIn!.pattern, success!)).toBe(false);
    expect(matches(throttle!.pattern, throttled!)).toBe(true);
    expect(throttled).toMatchObject({ level: 'WARN', action: 'promoCode', scope: 'address', clientAddress: '203.0.113.5' });
  });
});

describe('alarms on the security log', () => {
  it.each(expected)('$name: the sum of $metric over 5 minutes at or above its threshold', ({ metric, threshold, name }) => {
    const alarm = alarmOf(metric);
    expect(alarm).toMatchObject({
      AlarmName: name,
      Namespace: 'Assetbook',
      MetricName: metric,
      Statistic: 'Sum',
      Period: 300,
      EvaluationPeriods: 1,
      Threshold: threshold,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    expect(alarm.Dimensions).toBeUndefined();
    expect(alarm.AlarmDescription).toMatch(/security\.\w+ lines/);
  });

  it('the thresholds: any refused callback, 50 sign-in failures, 20 throttled requests in 5 minutes', () => {
    expect([alarmSettings.paymentCallbacksRefusedAtLeast, alarmSettings.signInFailuresAtLeast, alarmSettings.throttleHitsAtLeast]).toEqual([1, 50, 20]);
  });

  it('each tells the operators topic when it fires and when it clears', () => {
    const monitoring = built.stacks.monitoring;
    const topicId = logicalId(monitoring, monitoring.topic);
    const outputs = app.t.monitoring.toJSON().Outputs as Record<string, Json>;
    const exported = Object.values(outputs).find((o) => o.Export && JSON.stringify(o.Value) === JSON.stringify({ Ref: topicId }));
    const topic = { 'Fn::ImportValue': exported!.Export.Name };
    for (const { metric } of expected) {
      expect(alarmOf(metric).AlarmActions, metric).toEqual([topic]);
      expect(alarmOf(metric).OKActions, metric).toEqual([topic]);
    }
  });
});
