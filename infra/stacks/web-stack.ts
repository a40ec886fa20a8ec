import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { apiBasePath } from '../../shared/routes';
import { acknowledge, acknowledgeRuleFindings } from './nag';
import { contentSecurityPolicy, hstsMaxAgeSeconds, referrerPolicy, s3Origins } from './security-headers';
import { buildInputsFile, hashedAssetMaxAgeDays, hashedAssetsFolder } from './web-files';

/**
 * CloudFront Function (viewer request, default behaviour only): a path whose last segment has no
 * dot is a route of the single-page app and is answered with /index.html; files (with a dot) are
 * served as they are. The /api/* behaviour does not run it, so API answers, 404s included, pass
 * through untouched (which distribution-wide error responses would not allow).
 */
export const spaRewriteFunctionCode = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** Header in which the functions find the viewer's address (functions/lib/http: the trusted client address). */
export const viewerAddressHeader = 'x-viewer-address';
/** Header CloudFront adds to every request to the API origin, with the value of the origin-verify secret. */
export const originVerifyHeader = 'x-origin-verify';

/**
 * CloudFront Function (viewer request, /api/* only): the viewer's address as CloudFront saw the
 * connection, in a header the functions trust. Whatever the client sent under that name is dropped
 * first, so it cannot choose its own address.
 */
export const viewerAddressFunctionCode = `function handler(event) {
  var request = event.request;
  delete request.headers['${viewerAddressHeader}'];
  request.headers['${viewerAddressHeader}'] = { value: event.viewer.ip };
  return request;
}`;

/**
 * The cache key of /api/* (also forwarded to the API). CloudFront-Viewer-Country is a header
 * CloudFront adds itself, and no origin request policy can forward every viewer header except Host
 * plus such a header (API Gateway refuses a foreign Host); a cache policy can name it. Authorization
 * and the viewer address are in the key too, so that even an answer an origin marked cacheable is
 * never shared between callers; the TTLs keep the API uncached unless an answer asks for it (at most
 * 1 s), and no-store/private answers are never cached (minimum TTL 0).
 */
export const apiCacheKeyHeaders = ['Authorization', 'CloudFront-Viewer-Country', viewerAddressHeader] as const;

export interface WebStackProps extends StackProps {
  readonly appName: string;
  /** Directory of the web build (contains index.html). */
  readonly webDist: string;
  /** Domain of the HTTP API, the origin of /api/*: its custom domain, or its execute-api domain. */
  readonly apiDomainName: string;
  /** Its value goes to the API in the x-origin-verify header; the functions refuse calls without it. */
  readonly originVerifySecret: ISecret;
  readonly appDomain?: { readonly name: string; readonly certificateArn: string };
  /** WAF web ACL (CLOUDFRONT scope): a pre-existing one (context webAclArn) or the Waf stack's. */
  readonly webAclArn?: string;
  readonly logRetention: RetentionDays;
}

/**
 * The browser's single origin: CloudFront serves the React build from a private bucket (Origin
 * Access Control) and forwards /api/* to the HTTP API.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  /** https://<app domain or distribution domain>, the APP_URL of the functions and the CORS origin. */
  readonly appUrl: string;
  readonly siteBucket: Bucket;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    // CloudFront standard logs are delivered with ACLs, hence object ownership "preferred".
    const logs = new Bucket(this, 'Logs', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });

    this.siteBucket = new Bucket(this, 'Site', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site-bucket/',
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'Serves /index.html for app routes (paths without a file extension)',
      code: FunctionCode.fromInline(spaRewriteFunctionCode),
      runtime: FunctionRuntime.JS_2_0,
    });

    const viewerAddress = new CloudFrontFunction(this, 'ViewerAddress', {
      comment: 'Writes the viewer address into x-viewer-address on /api/* (any client-sent value is dropped)',
      code: FunctionCode.fromInline(viewerAddressFunctionCode),
      runtime: FunctionRuntime.JS_2_0,
    });

    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // Rendered as a {{resolve:secretsmanager:...}} reference: CloudFormation reads the value at
      // deploy time; the template holds only the reference.
      customHeaders: { [originVerifyHeader]: props.originVerifySecret.secretValue.unsafeUnwrap() },
    });

    const apiCache = new CachePolicy(this, 'ApiCalls', {
      comment: 'API calls: uncached unless an answer asks (1 s at most), keyed per caller; carries the viewer country',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      headerBehavior: CacheHeaderBehavior.allowList(...apiCacheKeyHeaders),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // One policy for the app and the API: the same values the local dev server sends.
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'CSP, HSTS, nosniff, referrer policy and frame denial for the app and the API',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({ storageOrigins: s3Origins(this.region) }),
          override: true,
        },
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(hstsMaxAgeSeconds), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: referrerPolicy as HeadersReferrerPolicy, override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      },
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${props.appName} web app and API`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          // A redirect would turn a POST into a GET; API calls must come over HTTPS.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: apiCache,
          // Everything the viewer sent (Authorization, query, x-viewer-address as the function set
          // it) except Host, which must be the API's own domain for API Gateway to accept the request.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          compress: true,
          functionAssociations: [{ function: viewerAddress, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      ...(props.appDomain
        ? {
            domainNames: [props.appDomain.name],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.appDomain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
    });

    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'The product is sold to companies in any country and its mobile apps travel with their users; there is no country to block.',
    );
    if (!props.webAclArn) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR2',
        'No WAF web ACL is configured for this deployment (context waf=true or webAclArn); the API stage throttles (tighter on the auth routes) and the functions rate-limit sign-in per client address.',
      );
    }
    if (!props.appDomain) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR4',
        'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose minimum protocol CloudFront fixes; with appDomain the policy is TLSv1.2_2021.',
      );
    }

    this.appUrl = props.appDomain ? `https://${props.appDomain.name}` : `https://${this.distribution.distributionDomainName}`;

    // Content-hashed files first, cached for a year and never pruned (a browser still running the
    // previous index.html may ask for them); then everything else, revalidated on every use, and
    // the cache invalidated.
    const source = Source.asset(props.webDist);
    const deploymentLogs = new LogGroup(this, 'DeploymentLogs', { retention: props.logRetention });
    const hashedAssets = new BucketDeployment(this, 'DeployHashedAssets', {
      sources: [source],
      destinationBucket: this.siteBucket,
      exclude: ['*'],
      include: [`${hashedAssetsFolder}/*`],
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(hashedAssetMaxAgeDays)), CacheControl.immutable()],
      memoryLimit: 512,
      logGroup: deploymentLogs,
    });
    const entryFiles = new BucketDeployment(this, 'DeployEntryFiles', {
      sources: [source],
      destinationBucket: this.siteBucket,
      exclude: [`${hashedAssetsFolder}/*`, buildInputsFile],
      prune: true,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      logGroup: deploymentLogs,
    });
    entryFiles.node.addDependency(hashedAssets);

    // The handler of BucketDeployment is a singleton function CDK adds at the stack's root.
    for (const child of this.node.children) {
      if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
      acknowledgeRuleFindings(
        child,
        'AwsSolutions-IAM4',
        'CDK BucketDeployment handler (code we do not author): AWSLambdaBasicExecutionRole only lets it write its own logs.',
      );
      acknowledgeRuleFindings(
        child,
        'AwsSolutions-IAM5',
        'CDK BucketDeployment handler (code we do not author): CDK grants it read on the CDK asset bucket, read/write/delete on the site bucket it syncs, and cloudfront:CreateInvalidation/GetInvalidation, which CDK does not scope to the distribution.',
      );
      acknowledge(child, 'AwsSolutions-L1', 'CDK BucketDeployment handler: its runtime is chosen by the CDK version (aws-cdk-lib is pinned and updated as a whole).');
    }

    new CfnOutput(this, 'AppUrl', { value: this.appUrl });
    new CfnOutput(this, 'ApiUrl', {
      value: `${this.appUrl}${apiBasePath}`,
      description: 'Base URL of the API for the mobile apps and the web app: through CloudFront, like every call',
    });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.distribution.distributionDomainName,
      description: props.appDomain ? `Point ${props.appDomain.name} at this (CNAME or Route 53 alias)` : 'The app is served here',
    });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucketName });
  }
}
