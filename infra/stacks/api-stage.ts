import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { ApiMapping, type CfnStage, type DomainName, HttpStage, type IHttpApi, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct, type IConstruct } from 'constructs';
import { type Domain, type RouteDef, routeKey, routes } from '../../shared/routes';

export interface Throttle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/** The domains whose routes sign in (auth; factors: the second step and passkeys, docs/security.md), under /auth. */
export const signInDomains: readonly Domain[] = ['auth', 'factors'];

/** Route keys (`POST /api/v1/auth/login`) of the sign-in domains, which get the tighter throttle. */
export function authRouteKeys(): string[] {
  return (routes as readonly RouteDef[]).filter((route) => signInDomains.includes(route.domain)).map(routeKey);
}

export interface ApiStageProps {
  readonly httpApi: IHttpApi;
  /** Every route of the API; the stage is created after them (its route settings name them). */
  readonly routes: IConstruct;
  /** Steady-state rate and burst of every route. */
  readonly throttle: Throttle;
  /** Rate and burst of each auth route (sign-in, registration, resets): each route has its own bucket. */
  readonly authThrottle: Throttle;
  /** The API's custom domain, mapped to this stage. */
  readonly domainName?: DomainName;
  readonly logRetention: RetentionDays;
}

/**
 * The `$default` stage (auto-deploy, access logs, throttles) and the custom domain's mapping. It is
 * built inside the Api stack, after the routes: API Gateway refuses route settings for a route key
 * it does not know yet.
 */
export class ApiStage extends Construct {
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string, props: ApiStageProps) {
    super(scope, id);

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.logRetention });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: props.httpApi,
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
    // HttpStage has no per-route throttle; the stage resource takes it per route key.
    const settings = { ThrottlingRateLimit: props.authThrottle.rateLimit, ThrottlingBurstLimit: props.authThrottle.burstLimit };
    (this.stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(authRouteKeys().map((key) => [key, settings]));
    this.stage.node.addDependency(props.routes);

    if (props.domainName) {
      new ApiMapping(this, 'DomainMapping', { api: props.httpApi, domainName: props.domainName, stage: this.stage });
    }
  }
}
