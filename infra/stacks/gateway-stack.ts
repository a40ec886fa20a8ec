import { Fn, Stack, type StackProps } from 'aws-cdk-lib';
import { DomainName, EndpointType, HttpApi, SecurityPolicy } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { apiBasePath } from '../../shared/routes';
import { acknowledge } from './nag';

export interface GatewayStackProps extends StackProps {
  readonly appName: string;
  /** Custom domain of the API (regional certificate in this stack's region): CloudFront's API origin. */
  readonly apiOriginDomain?: { readonly name: string; readonly certificateArn: string };
}

/**
 * The HTTP API itself, its optional custom domain, and the secret CloudFront proves itself with.
 * The `$default` stage, with its throttles and access logs, is deployed with the routes (ApiStage
 * in the Api stack): a stage's per-route settings name routes that must already exist.
 *
 * Why a stack of its own: the CloudFront distribution (WebStack) needs the API's domain as an
 * origin, while the functions need the distribution's URL (APP_URL) and the buckets' CORS needs it
 * as the allowed origin. With the API resource here, the deploy order is
 * Gateway -> Web -> Storage -> Queues -> Api, and no two stacks refer to each other.
 *
 * Nothing bypasses the edge: with a custom domain the execute-api endpoint is switched off; without
 * one it stays on, but the functions refuse every call that lacks the origin-verify header.
 */
export class GatewayStack extends Stack {
  readonly httpApi: HttpApi;
  /** The API's custom domain, when configured (its mapping to the stage is made with the stage). */
  readonly domainName?: DomainName;
  /** The CloudFront origin of /api/*: the custom domain, or `<api-id>.execute-api.<region>.amazonaws.com`. */
  readonly apiDomainName: string;
  /** Generated value CloudFront sends in x-origin-verify; the domain functions read it to check calls. */
  readonly originVerifySecret: ISecret;

  constructor(scope: Construct, id: string, props: GatewayStackProps) {
    super(scope, id, props);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${props.appName}-api`,
      description: `${props.appName} API: routes under ${apiBasePath}, one Lambda per domain`,
      createDefaultStage: false,
      disableExecuteApiEndpoint: props.apiOriginDomain !== undefined,
    });

    if (props.apiOriginDomain) {
      this.domainName = new DomainName(this, 'DomainName', {
        domainName: props.apiOriginDomain.name,
        certificate: Certificate.fromCertificateArn(this, 'Certificate', props.apiOriginDomain.certificateArn),
        endpointType: EndpointType.REGIONAL,
        securityPolicy: SecurityPolicy.TLS_1_2,
      });
      this.apiDomainName = props.apiOriginDomain.name;
    } else {
      // apiEndpoint is https://<id>.execute-api.<region>.amazonaws.com
      this.apiDomainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
    }

    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: `${props.appName}: value CloudFront sends to the API in x-origin-verify; calls without it are refused`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    acknowledge(
      this.originVerifySecret,
      'AwsSolutions-SMG4',
      'CloudFront reads this value at deploy time (a dynamic reference in the distribution); a rotation would have to redeploy the Web stack with it, so it is rotated by an operator: put a new value, then deploy (docs/deploy.md).',
    );
  }
}
