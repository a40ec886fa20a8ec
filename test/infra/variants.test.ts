import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type AssetbookApp, buildApp } from '../../infra/stacks/build-app';
import { ConfigError } from '../../infra/stacks/config';
import { plainApp, testMailDomain as mailFromDomain, testWebDist } from '../support/cdk';
import { type Json, logicalId, only, statementsOf } from '../support/templates';

/** The app's configuration variants, synthesized here without bundling, and the settings it refuses. */

const tmp = mkdtempSync(join(inject('cdkScratch'), 'variants-test-'));
const webDist = testWebDist();
let built: AssetbookApp;

beforeAll(() => {
  ({ built } = plainApp());
});

describe('configuration variants (bundling skipped)', () => {
  const noBundling = { context: { 'aws:cdk:bundling-stacks': [] as string[] } };

  it('with appDomain: alias, TLS 1.2 certificate, APP_URL and CORS on the domain; still clean for cdk-nag', () => {
    const variant = buildApp(
      {
        mailFromDomain,
        webDist,
        appDomain: 'app.assetbook-test.net',
        appCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
        mailFrom: 'Assetbook <hello@mail.assetbook-test.net>',
      },
      { nag: false, appProps: { ...noBundling, outdir: join(tmp, 'variant-domain') } },
    );
    variant.app.synth();
    const web = Template.fromStack(variant.stacks.web);
    const config = only(web.findResources('AWS::CloudFront::Distribution'))[1].Properties.DistributionConfig as Json;
    expect(config.Aliases).toEqual(['app.assetbook-test.net']);
    expect(config.ViewerCertificate).toMatchObject({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' });

    const auth = Template.fromStack(variant.stacks.api).findResources('AWS::Lambda::Function')[
      logicalId(variant.stacks.api, variant.stacks.api.functions.auth.function)
    ]!.Properties.Environment.Variables as Json;
    expect(auth.APP_URL).toBe('https://app.assetbook-test.net');
    expect(auth.MAIL_FROM).toBe('Assetbook <hello@mail.assetbook-test.net>');
    const authSes = statementsOf(Template.fromStack(variant.stacks.api), variant.stacks.api, variant.stacks.api.functions.auth).find((s) => s.Action === 'ses:SendEmail');
    expect(authSes?.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'hello@mail.assetbook-test.net' } });

    const storage = Template.fromStack(variant.stacks.storage);
    const photos = storage.findResources('AWS::S3::Bucket')[logicalId(variant.stacks.storage, variant.stacks.storage.buckets.photos)]!;
    expect(photos.Properties.CorsConfiguration.CorsRules[0].AllowedOrigins).toEqual(['https://app.assetbook-test.net']);

    const report = new AwsSolutionsChecks().validateScope(variant.app);
    expect(report.violations.map((v) => v.ruleName)).toEqual([]);
  });

  it('with the placeholder mail domain: every stack carries a rule that stops a deploy', () => {
    const variant = buildApp({ mailFromDomain: 'example.com', webDist }, { nag: false, appProps: { ...noBundling, outdir: join(tmp, 'variant-placeholder') } });
    variant.app.synth();
    for (const stack of Object.values(variant.stacks)) {
      const rules = Template.fromStack(stack).toJSON().Rules as Json;
      expect(rules.MailDomainConfigured.Assertions[0].AssertDescription).toContain('placeholder');
    }
    expect(Template.fromStack(built.stacks.data).toJSON().Rules?.MailDomainConfigured).toBeUndefined();
  });

  it('fails with one clear message when the web build is missing or a setting is wrong', () => {
    expect(() => buildApp({ mailFromDomain, webDist: join(tmp, 'nope') }, { nag: false })).toThrow(ConfigError);
    expect(() => buildApp({ mailFromDomain, webDist: join(tmp, 'nope') }, { nag: false })).toThrow(/npm run build/);
    expect(() => buildApp({ mailFromDomain, webDist, mailFrom: 'someone@elsewhere.org' }, { nag: false })).toThrow(ConfigError);
    expect(() => buildApp({ mailFromDomain, webDist, appDomain: 'app.assetbook-test.net' }, { nag: false })).toThrow(/us-east-1/);
    expect(() => buildApp({ mailFromDomain: 'not a domain', webDist }, { nag: false })).toThrow(ConfigError);
  });
});
