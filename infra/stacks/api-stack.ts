import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { type Domain, domains, type RouteDef, routeKey, routes } from '../../shared/routes';
import { type BucketName, domainAccess, type ExternalSecret, type QueueName } from '../../shared/resources';
import { grantBucket, grantExternalSecret, grantGoogleSignIn, grantOriginVerify, grantQueueSend, grantSendMail, grantSendSms, grantSessionTokens, grantTable, type MailSettings } from './access';
import { ConfigError, type LogLevel } from './config';
import { AppFunction } from './lambda';
import { acknowledge } from './nag';
import { domainTableAccess } from './table-access';

/** Memory per domain function; auth and factors (a password to turn the app off) hash passwords with scrypt (128 MiB) and need the CPU share of 1 GB. */
export const domainMemorySize: Partial<Record<Domain, number>> = { auth: 1024, factors: 1024, labels: 1024 };
/** Files a domain's code reads at run time (functions/labels/pdf.ts reads its font beside the bundle). */
export const domainBundleFiles: Partial<Record<Domain, readonly string[]>> = { labels: ['functions/labels/fonts'], meta: ['functions/meta/document'] };
export const defaultDomainMemorySize = 512;
/** HTTP API integrations time out at 30 s; a request that needs longer belongs on a queue. */
export const domainTimeout = Duration.seconds(10);

export interface ApiStackProps extends StackProps {
  readonly rootDir: string;
  readonly httpApi: IHttpApi;
  readonly table: ITable;
  readonly buckets: Record<BucketName, IBucket>;
  readonly queues: Record<QueueName, IQueue>;
  /** The session-token keys (infra/stacks/signing-keys.ts). */
  readonly signingKeys: { readonly privateKeys: ISecret; readonly publicKeys: ISecret };
  /** Credentials of the external services (payment provider, delivery directory), read by the domains that list them. */
  readonly externalSecrets: Record<ExternalSecret, ISecret>;
  /** Value CloudFront sends in x-origin-verify; every domain checks it (requireOriginVerify). */
  readonly originVerifySecret: ISecret;
  readonly jwt: { readonly issuer: string; readonly audience: string };
  readonly mail: MailSettings;
  readonly appUrl: string;
  /** OAuth client id of the web app at Google; without it Google sign-in is refused. */
  readonly googleClientId?: string;
  readonly logLevel: LogLevel;
  readonly logRetention: RetentionDays;
}

/** The names of the variables a function's template sets. */
function environmentNames(fn: AppFunction): string[] {
  const resource = fn.function.node.defaultChild as CfnFunction;
  const environment = Stack.of(fn).resolve(resource.environment) as { variables?: Record<string, unknown> } | undefined;
  return Object.keys(environment?.variables ?? {});
}

/**
 * Synth refuses an API function without ORIGIN_VERIFY_SECRET_ARN: it would take the CloudFront
 * edge's address for every caller (the function itself refuses to start in AWS without it,
 * functions/lib/http/client-address.ts). Checked on the finished construct tree, so a grant lost in
 * a later edit stops the synth, not the deploy.
 */
export function requireOriginVerify(scope: Construct, functions: Readonly<Record<string, AppFunction>>): void {
  scope.node.addValidation({
    validate: () =>
      Object.entries(functions)
        .filter(([, fn]) => !environmentNames(fn).includes('ORIGIN_VERIFY_SECRET_ARN'))
        .map(([name]) => `The ${name} function has no ORIGIN_VERIFY_SECRET_ARN: every API function must check x-origin-verify (grantOriginVerify in infra/stacks/access.ts).`),
  });
}

/** Splits `routeKey(route)` back into what API Gateway's route key is made of. */
export function parseRouteKey(key: string): { method: HttpMethod; path: string } {
  const space = key.indexOf(' ');
  const method = key.slice(0, space) as keyof typeof HttpMethod;
  const path = key.slice(space + 1);
  if (space < 1 || !(method in HttpMethod) || !path.startsWith('/')) {
    throw new Error(`Route key "${key}" is not "<METHOD> /path"`);
  }
  return { method: HttpMethod[method], path };
}

/**
 * One Lambda per domain of shared/routes/, each with the access shared/resources.ts gives it and
 * nothing more, and one HTTP API route per entry of the route table.
 */
export class ApiStack extends Stack {
  readonly functions: Record<Domain, AppFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    if (!props.originVerifySecret) {
      throw new ConfigError('The API needs the origin-verify secret (GatewayStack.originVerifySecret): without it every caller would be counted by the CloudFront edge\'s address.');
    }

    const functions = {} as Record<Domain, AppFunction>;
    const integrations = {} as Record<Domain, HttpLambdaIntegration>;
    for (const domain of domains) {
      const access = domainAccess[domain];
      const fn = new AppFunction(this, `${domain[0]!.toUpperCase()}${domain.slice(1)}Function`, {
        entry: `functions/${domain}/handler.ts`,
        rootDir: props.rootDir,
        description: `${domain} API domain`,
        memorySize: domainMemorySize[domain] ?? defaultDomainMemorySize,
        timeout: domainTimeout,
        environment: { APP_URL: props.appUrl, LOG_LEVEL: props.logLevel },
        logRetention: props.logRetention,
        bundleFiles: domainBundleFiles[domain],
      });
      grantTable(fn, props.table, domainTableAccess[domain]);
      if (access.sendsMail) grantSendMail(fn, props.mail);
      if (access.sendsSms) grantSendSms(fn);
      if (access.googleSignIn) grantGoogleSignIn(fn, props.googleClientId);
      if (access.tokens !== 'none') grantSessionTokens(fn, access.tokens, props.signingKeys, props.jwt);
      for (const bucket of access.buckets) grantBucket(fn, bucket, props.buckets[bucket]);
      for (const queue of access.queues) grantQueueSend(fn, queue, props.queues[queue]);
      for (const secret of access.externalSecrets ?? []) grantExternalSecret(fn, secret, props.externalSecrets[secret]);
      // Meta too: its request chain derives the client address like every domain's, and a function
      // in AWS without the secret refuses to start (functions/lib/http/client-address.ts).
      grantOriginVerify(fn, props.originVerifySecret);

      functions[domain] = fn;
      // One integration (and one invoke permission for the whole API) per function: a
      // permission per route would outgrow the function's resource policy as routes are added.
      integrations[domain] = new HttpLambdaIntegration(`${domain}Integration`, fn.function, { scopePermissionToRoute: false });
    }
    this.functions = functions;
    requireOriginVerify(this, functions);

    const routeScope = new Construct(this, 'Routes');
    acknowledge(
      routeScope,
      'AwsSolutions-APIG4',
      'Authorization is done in the domain Lambdas: the route table marks each route public, session, company or integration, and the handler verifies the ES256 session token (functions/lib/auth/jwt.ts) against the public keys, or an integration access token by its hash, before any work. An HTTP API JWT authorizer would need the keys at a public JWKS URL and could not look up the session record a token names.',
    );
    const seen = new Set<string>();
    for (const route of routes as readonly RouteDef[]) {
      const key = routeKey(route);
      if (seen.has(key)) throw new Error(`Route ${key} is listed twice in shared/routes/`);
      seen.add(key);
      const { method, path } = parseRouteKey(key);
      new HttpRoute(routeScope, key.replaceAll('/', '_'), {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(path, method),
        integration: integrations[route.domain],
      });
    }
  }
}
