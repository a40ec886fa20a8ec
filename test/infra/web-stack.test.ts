import { runInNewContext } from 'node:vm';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AssetbookApp } from '../../infra/stacks/build-app';
import { spaRewriteFunctionCode } from '../../infra/stacks/web-stack';
import { plainApp, type SynthesizedApp } from '../support/cdk';
import { type Json, logicalId, only } from '../support/templates';

/** The web stack of the app with the test defaults (test/support/cdk.ts, unbundled): CloudFront in front of the site bucket and the API. */

let built: AssetbookApp;
let t: SynthesizedApp['t'];

beforeAll(() => {
  ({ built, t } = plainApp());
});

describe('web stack', () => {
  const distribution = (): Json => only(t.web.findResources('AWS::CloudFront::Distribution'))[1].Properties.DistributionConfig;

  it('serves the site bucket through Origin Access Control', () => {
    only(t.web.findResources('AWS::CloudFront::OriginAccessControl'));
    const s3Origins = (distribution().Origins as Json[]).filter((o) => o.S3OriginConfig);
    expect(s3Origins).toHaveLength(1);
    expect(s3Origins[0]!.OriginAccessControlId).toBeDefined();
    expect(s3Origins[0]!.S3OriginConfig.OriginAccessIdentity).toBe('');
    const siteId = logicalId(built.stacks.web, built.stacks.web.siteBucket);
    const site = t.web.findResources('AWS::S3::Bucket')[siteId]!.Properties as Json;
    expect(site.PublicAccessBlockConfiguration.RestrictPublicBuckets).toBe(true);
    expect(site.BucketEncryption).toBeDefined();
    t.web.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: siteId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject', Condition: Match.anyValue() }),
        ]),
      },
    });
  });

  it('rewrites app routes to /index.html with a CloudFront Function on the default behaviour, without error responses', () => {
    const config = distribution();
    expect(config.CustomErrorResponses).toBeUndefined();
    const [fnId] = Object.entries(t.web.findResources('AWS::CloudFront::Function')).find(([, fn]) => fn.Properties.FunctionCode === spaRewriteFunctionCode)!;
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [fnId, 'FunctionARN'] } },
    ]);
    // /api/* runs only the viewer-address function (test/infra/edge.test.ts), never the rewrite.
    for (const behavior of config.CacheBehaviors as Json[]) expect(JSON.stringify(behavior.FunctionAssociations)).not.toContain(fnId);
  });

  it('the rewrite leaves files alone and sends every other path to the app', () => {
    const rewrite = (uri: string): string =>
      runInNewContext(`${spaRewriteFunctionCode}; handler({ request: { uri: ${JSON.stringify(uri)} } }).uri`) as string;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/items')).toBe('/index.html');
    expect(rewrite('/items/42/')).toBe('/index.html');
    expect(rewrite('/company/settings')).toBe('/index.html');
    expect(rewrite('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
    expect(rewrite('/index.html')).toBe('/index.html');
  });

  it('forwards /api/* to the HTTP API uncached, all methods, all viewer values except Host', () => {
    const config = distribution();
    const behaviors = config.CacheBehaviors as Json[];
    expect(behaviors).toHaveLength(1);
    const api = behaviors[0]!;
    expect(api.PathPattern).toBe('/api/*');
    expect(api.AllowedMethods).toEqual(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']);
    // A cache policy that caches nothing by default but carries the viewer country (test/infra/edge.test.ts).
    expect(t.web.findResources('AWS::CloudFront::CachePolicy')[api.CachePolicyId.Ref]!.Properties.CachePolicyConfig).toMatchObject({ MinTTL: 0, DefaultTTL: 0 });
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // Managed-AllViewerExceptHostHeader
    expect(api.ViewerProtocolPolicy).toBe('https-only');
    const origin = (config.Origins as Json[]).find((o) => o.Id === api.TargetOriginId)!;
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    expect(JSON.stringify(origin.DomainName)).toContain('ApiEndpoint');
  });

  it('logs requests and deploys the web build (hashed assets first, then the rest with an invalidation)', () => {
    expect(distribution().Logging.Bucket).toBeDefined();
    const deployments = Object.values(t.web.findResources('Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(2);
    expect(deployments.filter((d) => d.Properties.DistributionPaths)).toEqual([
      expect.objectContaining({ Properties: expect.objectContaining({ DistributionPaths: ['/*'], Prune: true }) }),
    ]);
  });
});
