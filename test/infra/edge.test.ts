import { runInNewContext } from 'node:vm';
import { App, Duration, Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantOriginVerify } from '../../infra/stacks/access';
import { ApiStack, type ApiStackProps, requireOriginVerify } from '../../infra/stacks/api-stack';
import { authRouteKeys } from '../../infra/stacks/api-stage';
import { buildApp } from '../../infra/stacks/build-app';
import { type AssetbookProps, ConfigError, repoRoot } from '../../infra/stacks/config';
import { AppFunction } from '../../infra/stacks/lambda';
import { contentSecurityPolicy, s3Origins } from '../../infra/stacks/security-headers';
import { wafManagedRuleGroups } from '../../infra/stacks/waf-stack';
import { apiCacheKeyHeaders, viewerAddressFunctionCode } from '../../infra/stacks/web-stack';
import { domains, routeKey, routes } from '../../shared/routes';
import { type Json, logicalId, type SynthesizedApp, plainApp, synthVariant, testMailDomain as mailFromDomain } from '../support/cdk';

/**
 * The edge of the app in the synthesized templates: response headers, the origin-verify header, the
 * viewer address, the API's custom domain, the auth route throttles and the optional WAF. Function
 * code is not looked at, so the variants skip bundling; each is synthesized once per run.
 */

const env = { account: '123456789012', region: 'eu-central-1' };
const apiCertificateArn = 'arn:aws:acm:eu-central-1:123456789012:certificate/11111111-2222-3333-4444-555555555555';

let plain: SynthesizedApp;
let domain: SynthesizedApp;
let waf: SynthesizedApp;

beforeAll(() => {
  plain = plainApp();
  domain = synthVariant({ env, apiOriginDomain: 'api.assetbook-test.net', apiOriginCertificateArn: apiCertificateArn, authThrottleRateLimit: 5, authThrottleBurstLimit: 7 });
  waf = synthVariant({ env, waf: true, wafAuthRateLimit: 200 });
});


const only = (record: Record<string, Json>): [string, Json] => {
  const entries = Object.entries(record);
  expect(entries).toHaveLength(1);
  return entries[0]!;
};
const distributionOf = (t: Record<string, Template>): Json => only(t.web!.findResources('AWS::CloudFront::Distribution'))[1].Properties.DistributionConfig;
const apiBehaviorOf = (t: Record<string, Template>): Json => (distributionOf(t).CacheBehaviors as Json[]).find((b) => b.PathPattern === '/api/*')!;
const apiOriginOf = (t: Record<string, Template>): Json => {
  const config = distributionOf(t);
  return (config.Origins as Json[]).find((o) => o.Id === apiBehaviorOf(t).TargetOriginId)!;
};

/** A CloudFormation string value with its references written as ${Name} (as CDK renders tokens). */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  const v = value as Json;
  if (v['Fn::Join']) return (v['Fn::Join'][1] as unknown[]).map(text).join(v['Fn::Join'][0] as string);
  if (v.Ref) return `\${${v.Ref as string}}`;
  return JSON.stringify(v);
}

const directive = (csp: string, name: string): string => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

describe('response headers', () => {
  const policy = (): [string, Json] => only(plain.t.web!.findResources('AWS::CloudFront::ResponseHeadersPolicy'));

  it('one policy on the web and on /api/*', () => {
    const [id] = policy();
    expect(distributionOf(plain.t).DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: id });
    expect(apiBehaviorOf(plain.t).ResponseHeadersPolicyId).toEqual({ Ref: id });
  });

  it('a CSP without inline scripts or eval, framing denied, presigned S3 reachable; the value of the shared module', () => {
    const config = policy()[1].Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig as Json;
    const csp = text(config.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(config.ContentSecurityPolicy.Override).toBe(true);
    expect(csp).toBe(contentSecurityPolicy({ storageOrigins: s3Origins('${AWS::Region}') }));
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    const scripts = directive(csp, 'script-src');
    expect(scripts).toMatch(/^script-src 'self'/);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain('sha256-');
    for (const name of ['img-src', 'connect-src']) expect(directive(csp, name)).toContain('https://*.s3.${AWS::Region}.amazonaws.com');
  });

  it('HSTS for two years with subdomains, nosniff, strict-origin-when-cross-origin, frames denied', () => {
    const config = policy()[1].Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig as Json;
    expect(config.StrictTransportSecurity).toEqual({ AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Override: true });
    expect(config.ContentTypeOptions).toEqual({ Override: true });
    expect(config.ReferrerPolicy).toEqual({ ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true });
    expect(config.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
  });
});

describe('client address and origin verification', () => {
  it('CloudFront sends x-origin-verify to the API with the generated secret, by reference', () => {
    const gateway = plain.built.stacks.gateway;
    const secretId = logicalId(gateway, gateway.originVerifySecret as never);
    const secret = plain.t.gateway!.findResources('AWS::SecretsManager::Secret')[secretId]!;
    expect(secret.Properties.GenerateSecretString).toEqual({ PasswordLength: 48, ExcludePunctuation: true });
    const headers = apiOriginOf(plain.t).OriginCustomHeaders as Json[];
    expect(headers.map((h) => h.HeaderName)).toEqual(['x-origin-verify']);
    const value = JSON.stringify(headers[0]!.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toContain(`ExportsOutputRef${secretId}`);
    expect(JSON.stringify(plain.t.web!.toJSON())).not.toMatch(/"SecretString"/);
  });

  it('every domain function, meta too, may read the secret and finds it in ORIGIN_VERIFY_SECRET_ARN', () => {
    const api = plain.built.stacks.api;
    const functions = plain.t.api!.findResources('AWS::Lambda::Function');
    const policies = Object.values(plain.t.api!.findResources('AWS::IAM::Policy'));
    for (const domainName of domains) {
      const fn = api.functions[domainName];
      const variables = (functions[logicalId(api, fn.function)]!.Properties.Environment?.Variables ?? {}) as Json;
      const roleId = logicalId(api, fn.role);
      const reads = policies
        .filter((p) => (p.Properties.Roles as Json[]).some((r) => r.Ref === roleId))
        .flatMap((p) => p.Properties.PolicyDocument.Statement as Json[])
        .filter((s) => s.Action === 'secretsmanager:GetSecretValue' && JSON.stringify(s.Resource).includes('OriginVerifySecret'));
      expect(JSON.stringify(variables.ORIGIN_VERIFY_SECRET_ARN), domainName).toContain('OriginVerifySecret');
      expect(reads, domainName).toHaveLength(1);
    }
  });

  it('synth refuses an API function without the origin-verify secret; with it, the same app synthesizes', () => {
    const scratchApp = (grantBoth: boolean) => {
      const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
      const stack = new Stack(app, 'Scratch');
      const secret = new Secret(stack, 'OriginVerify');
      const fn = (id: string) =>
        new AppFunction(stack, id, {
          entry: 'functions/meta/handler.ts',
          rootDir: repoRoot,
          description: id,
          memorySize: 128,
          timeout: Duration.seconds(3),
          environment: {},
          logRetention: RetentionDays.ONE_DAY,
        });
      const checked = fn('Checked');
      const unchecked = fn('Unchecked');
      grantOriginVerify(checked, secret);
      if (grantBoth) grantOriginVerify(unchecked, secret);
      requireOriginVerify(stack, { checked, unchecked });
      return app;
    };
    expect(() => scratchApp(false).synth()).toThrow(/The unchecked function has no ORIGIN_VERIFY_SECRET_ARN/);
    expect(() => scratchApp(false).synth()).not.toThrow(/The checked function/);
    expect(() => scratchApp(true).synth()).not.toThrow();
  });

  it('the Api stack is not built without the origin-verify secret', () => {
    expect(() => new ApiStack(new App(), 'Api', { originVerifySecret: undefined } as unknown as ApiStackProps)).toThrow(ConfigError);
  });

  it('a viewer-request function on /api/* writes the viewer address over any sent one', () => {
    const functions = plain.t.web!.findResources('AWS::CloudFront::Function');
    const [fnId, fn] = Object.entries(functions).find(([, f]) => f.Properties.FunctionCode === viewerAddressFunctionCode)!;
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(apiBehaviorOf(plain.t).FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [fnId, 'FunctionARN'] } }]);
    const run = (headers: Json) =>
      runInNewContext(`${viewerAddressFunctionCode}; handler(event)`, {
        event: { viewer: { ip: '203.0.113.7' }, request: { uri: '/api/v1/auth/login', headers } },
      }) as { headers: Json };
    expect(run({ 'x-viewer-address': { value: '10.0.0.1', multiValue: [{ value: '10.0.0.1' }, { value: '10.0.0.2' }] } }).headers['x-viewer-address']).toEqual({ value: '203.0.113.7' });
    expect(run({ authorization: { value: 'Bearer x' } }).headers).toEqual({ authorization: { value: 'Bearer x' }, 'x-viewer-address': { value: '203.0.113.7' } });
  });

  it('/api/* forwards every viewer header but Host, and the viewer country through a per-caller cache key that caches nothing by default', () => {
    const behavior = apiBehaviorOf(plain.t);
    expect(behavior.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // Managed-AllViewerExceptHostHeader
    const policies = plain.t.web!.findResources('AWS::CloudFront::CachePolicy');
    const cache = policies[(behavior.CachePolicyId as Json).Ref as string]!.Properties.CachePolicyConfig as Json;
    expect(cache).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 1 });
    const key = cache.ParametersInCacheKeyAndForwardedToOrigin as Json;
    expect(key.HeadersConfig).toEqual({ HeaderBehavior: 'whitelist', Headers: [...apiCacheKeyHeaders] });
    expect(apiCacheKeyHeaders).toEqual(expect.arrayContaining(['CloudFront-Viewer-Country', 'Authorization', 'x-viewer-address']));
    expect(key.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
    expect(key.CookiesConfig).toEqual({ CookieBehavior: 'none' });
  });
});

describe('the API endpoint', () => {
  it('without a custom domain: the execute-api endpoint stays (the functions check x-origin-verify) and is the origin', () => {
    const [, api] = only(plain.t.gateway!.findResources('AWS::ApiGatewayV2::Api'));
    expect(api.Properties.DisableExecuteApiEndpoint).not.toBe(true);
    expect(JSON.stringify(apiOriginOf(plain.t).DomainName)).toContain('ApiEndpoint');
    expect(plain.t.gateway!.findResources('AWS::ApiGatewayV2::DomainName')).toEqual({});
  });

  it('with apiOriginDomain: execute-api disabled, the custom domain mapped to the stage and used as the origin', () => {
    const [, api] = only(domain.t.gateway!.findResources('AWS::ApiGatewayV2::Api'));
    expect(api.Properties.DisableExecuteApiEndpoint).toBe(true);
    const [domainId, name] = only(domain.t.gateway!.findResources('AWS::ApiGatewayV2::DomainName'));
    expect(name.Properties).toMatchObject({
      DomainName: 'api.assetbook-test.net',
      DomainNameConfigurations: [{ CertificateArn: apiCertificateArn, EndpointType: 'REGIONAL', SecurityPolicy: 'TLS_1_2' }],
    });
    const [, mapping] = only(domain.t.api!.findResources('AWS::ApiGatewayV2::ApiMapping'));
    expect(JSON.stringify(mapping.Properties.DomainName)).toContain(domainId);
    const [stageId] = only(domain.t.api!.findResources('AWS::ApiGatewayV2::Stage'));
    expect(mapping.Properties.Stage).toBe('$default');
    expect(mapping.DependsOn).toContain(stageId);
    expect(apiOriginOf(domain.t).DomainName).toBe('api.assetbook-test.net');
    expect(apiOriginOf(domain.t).OriginCustomHeaders[0].HeaderName).toBe('x-origin-verify');
    expect(new AwsSolutionsChecks().validateScope(domain.built.app).violations.map((v) => v.ruleName)).toEqual([]);
  });

  it('tells mobile apps to use <AppUrl>/api/v1', () => {
    const outputs = plain.t.web!.toJSON().Outputs as Json;
    expect(text(outputs.ApiUrl.Value)).toMatch(/^https:\/\/.*Distribution\w*","DomainName".*\/api\/v1$/);
    expect(plain.t.gateway!.toJSON().Outputs?.ApiUrl).toBeUndefined();
  });
});

describe('auth route throttles', () => {
  it('every auth route has its own tighter bucket on the $default stage, which waits for the routes', () => {
    const keys = authRouteKeys();
    expect(keys).toContain('POST /api/v1/auth/login');
    // The second step and passkeys sign in too (the factors function, docs/security.md).
    expect(keys).toContain('POST /api/v1/auth/login/passkey');
    expect(keys).toEqual(routes.filter((r) => r.domain === 'auth' || r.domain === 'factors').map(routeKey));
    const [, stage] = only(plain.t.api!.findResources('AWS::ApiGatewayV2::Stage'));
    expect(stage.Properties.StageName).toBe('$default');
    expect(stage.Properties.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 });
    expect(Object.keys(stage.Properties.RouteSettings as Json).sort()).toEqual([...keys].sort());
    for (const setting of Object.values(stage.Properties.RouteSettings as Json)) {
      expect(setting).toEqual({ ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 });
    }
    const routeIds = Object.keys(plain.t.api!.findResources('AWS::ApiGatewayV2::Route'));
    expect(routeIds).toHaveLength(routes.length);
    expect(stage.DependsOn).toEqual(expect.arrayContaining(routeIds));
  });

  it('takes its values from the configuration', () => {
    const [, stage] = only(domain.t.api!.findResources('AWS::ApiGatewayV2::Stage'));
    expect(Object.values(stage.Properties.RouteSettings as Json)[0]).toEqual({ ThrottlingRateLimit: 5, ThrottlingBurstLimit: 7 });
  });
});

describe('WAF (waf=true)', () => {
  it('a CLOUDFRONT web ACL in us-east-1 with the managed groups and a per-address rate on /api/v1/auth/', () => {
    expect(waf.built.stacks.waf!.region).toBe('us-east-1');
    const [, acl] = only(waf.t.waf!.findResources('AWS::WAFv2::WebACL'));
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    expect(acl.Properties.DefaultAction).toEqual({ Allow: {} });
    const rules = acl.Properties.Rules as Json[];
    expect(rules.filter((r) => r.Statement.ManagedRuleGroupStatement).map((r) => r.Statement.ManagedRuleGroupStatement.Name)).toEqual([...wafManagedRuleGroups]);
    for (const rule of rules.filter((r) => r.Statement.ManagedRuleGroupStatement)) {
      expect(rule.Statement.ManagedRuleGroupStatement.VendorName).toBe('AWS');
      expect(rule.OverrideAction).toEqual({ None: {} });
    }
    const rate = rules.find((r) => r.Statement.RateBasedStatement)!;
    expect(rate.Action).toEqual({ Block: {} });
    expect(rate.Statement.RateBasedStatement).toMatchObject({
      Limit: 200,
      AggregateKeyType: 'IP',
      ScopeDownStatement: { ByteMatchStatement: { FieldToMatch: { UriPath: {} }, PositionalConstraint: 'STARTS_WITH', SearchString: '/api/v1/auth/' } },
    });
  });

  it('is attached to the distribution; the stacks stay clean for cdk-nag', () => {
    expect(JSON.stringify(distributionOf(waf.t).WebACLId)).toMatch(/ExportsReader.*WebAcl/);
    expect(distributionOf(plain.t).WebACLId).toBeUndefined();
    expect(new AwsSolutionsChecks().validateScope(waf.built.app).violations.map((v) => v.ruleName)).toEqual([]);
  });
});

describe('edge settings', () => {
  it('refuses settings that cannot work, with one clear message', () => {
    const build = (props: Partial<AssetbookProps>) => () => buildApp({ mailFromDomain, webDist: plain.webDist, ...props }, { nag: false });
    expect(build({ waf: true })).toThrow(/region/);
    expect(build({ env, waf: true, webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/x/1' })).toThrow(/one of them/);
    expect(build({ env, waf: true, wafAuthRateLimit: 5 })).toThrow(ConfigError);
    expect(build({ apiOriginDomain: 'api.assetbook-test.net' })).toThrow(/apiOriginCertificateArn/);
    expect(build({ env, apiOriginDomain: 'api.assetbook-test.net', apiOriginCertificateArn: apiCertificateArn.replace('eu-central-1', 'us-west-2') })).toThrow(/own region/);
    expect(build({ authThrottleRateLimit: 0 })).toThrow(/authThrottleRateLimit/);
  });
});
