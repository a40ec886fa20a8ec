import { CfnOutput, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { apiBasePath } from '../../shared/routes';

export interface GatewayStackProps extends StackProps {
  readonly appName: string;
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
  readonly logRetention: RetentionDays;
}

/**
 * The HTTP API itself and its `$default` stage (access logs, throttling, auto-deploy). The routes,
 * integrations and domain functions are added by ApiStack.
 *
 * Why a stack of its own: the CloudFront distribution (WebStack) needs the API's domain as an
 * origin, while the functions need the distribution's URL (APP_URL) and the buckets' CORS needs it
 * as the allowed origin. With the API resource here, the deploy order is
 * Gateway -> Web -> Storage -> Queues -> Api, and no two stacks refer to each other.
 */
export class GatewayStack extends Stack {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** `<api-id>.execute-api.<region>.amazonaws.com`, the CloudFront origin. */
  readonly apiDomainName: string;

  constructor(scope: Construct, id: string, props: GatewayStackProps) {
    super(scope, id, props);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${props.appName}-api`,
      description: `${props.appName} API: routes under ${apiBasePath}, one Lambda per domain`,
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.logRetention });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            method: '$context.httpMethod',
            routeKey: '$context.routeKey',
            path: '$context.path',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            userAgent: '$context.identity.userAgent',
          }),
        ),
      },
    });

    // apiEndpoint is https://<id>.execute-api.<region>.amazonaws.com
    this.apiDomainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));

    new CfnOutput(this, 'ApiUrl', {
      value: `${this.httpApi.apiEndpoint}${apiBasePath}`,
      description: 'Base URL of the API for the mobile apps (the web app uses <AppUrl>/api/v1 instead)',
    });
  }
}
