import { App, Stack, Validations } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks, NagPack } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AssetbookApp } from '../../infra/stacks/build-app';
import { plainApp } from '../support/cdk';

/** cdk-nag and CDK's own annotations on the app with the test defaults (test/support/cdk.ts, unbundled). */

let built: AssetbookApp;

beforeAll(() => {
  ({ built } = plainApp());
});

describe('cdk-nag', () => {
  it('is live: it reports a bucket that allows plain HTTP', () => {
    const app = new App();
    new Bucket(new Stack(app, 'Scratch'), 'Plain', { enforceSSL: false });
    const report = new AwsSolutionsChecks().validateScope(app);
    expect(report.violations.map((v) => v.ruleName)).toContain('AwsSolutions-S10');
  });

  it('finds no unacknowledged AwsSolutions error or warning', () => {
    const report = new AwsSolutionsChecks(undefined, { verbose: false }).validateScope(built.app);
    const findings = report.violations.map((v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(findings).toEqual([]);
  });
});

describe('CDK annotations', () => {
  it('no stack has a CDK warning or error (e.g. about references or deprecated props)', () => {
    for (const stack of Object.values(built.stacks)) {
      const annotations = Annotations.fromStack(stack);
      expect(annotations.findWarning('*', Match.anyValue()), stack.stackName).toEqual([]);
      expect(annotations.findError('*', Match.anyValue()), stack.stackName).toEqual([]);
    }
  });
});

describe('acknowledgments', () => {
  it('each acknowledges a finding cdk-nag really reports on that construct (none is stale or broader)', () => {
    // Raw findings: the same checks with acknowledgments ignored.
    const proto = NagPack.prototype as unknown as { isAcknowledged: (...args: unknown[]) => boolean };
    const original = proto.isAcknowledged;
    let raw: ReturnType<AwsSolutionsChecks['validateScope']>;
    try {
      proto.isAcknowledged = () => false;
      raw = new AwsSolutionsChecks().validateScope(built.app);
    } finally {
      proto.isAcknowledged = original;
    }
    const findings = raw.violations.flatMap((v) => v.violatingResources.map((r) => ({ rule: v.ruleName, path: r.constructPath })));

    const acknowledged: { id: string; path: string; reason: string }[] = [];
    for (const construct of built.app.node.findAll()) {
      for (const entry of construct.node.metadata) {
        if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
        for (const [key, reason] of Object.entries(entry.data as Record<string, string>)) {
          acknowledged.push({ id: key.replace(/^annotation::/i, ''), path: construct.node.path, reason });
        }
      }
    }
    expect(acknowledged.length).toBeGreaterThan(10);
    for (const ack of acknowledged) {
      expect(ack.reason.length, ack.id).toBeGreaterThan(40);
      const matched = findings.some((f) => f.rule === ack.id && (f.path === ack.path || (f.path ?? '').startsWith(`${ack.path}/`)));
      expect(matched, `${ack.id} at ${ack.path}`).toBe(true);
    }
  });
});
