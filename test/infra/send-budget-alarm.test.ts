import type { CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { budgetMetric, budgetWarningPercent } from '../../functions/lib/auth/throttles';
import type { AssetbookApp } from '../../infra/stacks/build-app';
import { type Json, type SynthesizedApp, plainApp } from '../support/cdk';

/**
 * The alarms on the daily send budgets: they watch the very metric the functions write as Embedded
 * Metric Format lines (functions/lib/auth/throttles.ts), from the share at which they start writing it.
 */


let app: SynthesizedApp;
let built: AssetbookApp;
let api: Template;

beforeAll(() => {
  app = plainApp();
  built = app.built;
  api = app.t.api;
});

const budgetAlarms = (): Json[] =>
  Object.values(api.findResources('AWS::CloudWatch::Alarm'))
    .map((alarm: Json) => alarm.Properties as Json)
    .filter((alarm) => alarm.MetricName === budgetMetric.name);

describe('send budget alarms', () => {
  it('one per channel on the product-wide share, at 80% or more within 5 minutes', () => {
    const alarms = budgetAlarms();
    expect(alarms.map((a) => (a.Dimensions as Json[]).find((d) => d.Name === 'Channel')!.Value).sort()).toEqual(['email', 'sms']);
    for (const alarm of alarms) {
      expect(alarm).toMatchObject({
        Namespace: budgetMetric.namespace,
        MetricName: budgetMetric.name,
        Statistic: 'Maximum',
        Period: 300,
        Threshold: budgetWarningPercent,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
      });
      expect(alarm.Dimensions).toContainEqual({ Name: 'Scope', Value: 'product' });
      expect(alarm.AlarmName).toMatch(/^Assetbook-(sms|email)-send-budget$/);
    }
  });

  it('tells the operators topic when it fires and when it clears', () => {
    const topicId = built.stacks.monitoring.getLogicalId(built.stacks.monitoring.topic.node.defaultChild as CfnElement);
    const outputs = Template.fromStack(built.stacks.monitoring).toJSON().Outputs as Record<string, Json>;
    const exported = Object.values(outputs).find((o) => o.Export && JSON.stringify(o.Value) === JSON.stringify({ Ref: topicId }));
    const topic = { 'Fn::ImportValue': exported!.Export.Name };
    for (const alarm of budgetAlarms()) {
      expect(alarm.AlarmActions).toEqual([topic]);
      expect(alarm.OKActions).toEqual([topic]);
    }
  });
});
