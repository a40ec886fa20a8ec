import { App, type AppProps, CfnRule, Fn, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { MonitoringStack, OperatorAlarms } from './alarms';
import { ApiStack } from './api-stack';
import { ApiStage } from './api-stage';
import { type AssetbookProps, cdkJsonContext, isPlaceholderDomain, resolveConfig, type AssetbookConfig } from './config';
import { DataStack } from './data-stack';
import { GatewayStack } from './gateway-stack';
import { MailStack } from './mail-stack';
import { QueuesStack } from './queues-stack';
import { StorageStack } from './storage-stack';
import { acknowledgeCrossRegionExports, WafStack } from './waf-stack';
import { WebStack } from './web-stack';

export interface BuildAppOptions {
  /** Build into this app (the CLI's, whose context comes from cdk.json and -c). Default: a new App with cdk.json's context. */
  readonly app?: App;
  /** For a new App: extra context (e.g. `aws:cdk:bundling-stacks`) and outdir. */
  readonly appProps?: AppProps;
  /** Register cdk-nag's AwsSolutions checks so synth fails on an unacknowledged finding. Default true. */
  readonly nag?: boolean;
}

export interface AssetbookApp {
  readonly app: App;
  readonly config: AssetbookConfig;
  readonly stacks: {
    readonly monitoring: MonitoringStack;
    readonly data: DataStack;
    readonly mail: MailStack;
    readonly gateway: GatewayStack;
    readonly web: WebStack;
    readonly storage: StorageStack;
    readonly queues: QueuesStack;
    readonly api: ApiStack;
    /** Only with context waf=true. */
    readonly waf?: WafStack;
  };
}

/**
 * The whole CDK app. Stacks, in deploy order: Monitoring (the operators' alarm topic), Data (table, backups, secrets), Mail (SES), Gateway
 * (HTTP API, its domain, the origin-verify secret), Waf (optional, us-east-1), Web (CloudFront and the web build), Storage (buckets; CORS needs the app's
 * origin), Queues (queues and workers), Api (domain functions, routes, and the stage that serves them).
 */
export function buildApp(props: AssetbookProps, options: BuildAppOptions = {}): AssetbookApp {
  const config = resolveConfig(props);
  const app =
    options.app ??
    new App({ ...options.appProps, context: { ...cdkJsonContext(config.rootDir), ...options.appProps?.context } });

  const name = (stack: string): string => `${config.appName}-${stack}`;
  const common = { env: config.env };

  const monitoring = new MonitoringStack(app, 'Monitoring', {
    ...common,
    stackName: name('Monitoring'),
    description: `${config.appName}: the operators' alarm topic`,
    appName: config.appName,
    alarmEmail: config.alarmEmail,
  });
  const data = new DataStack(app, 'Data', {
    ...common,
    stackName: name('Data'),
    description: `${config.appName}: DynamoDB table, its backups and the secrets (retained), signing-key rotation`,
    appName: config.appName,
    rootDir: config.rootDir,
    logLevel: config.logLevel,
    logRetention: config.logRetention,
  });
  const mail = new MailStack(app, 'Mail', {
    ...common,
    stackName: name('Mail'),
    description: `${config.appName}: SES identity of ${config.mail.domain} and configuration set`,
    mailFromDomain: config.mail.domain,
  });
  const gateway = new GatewayStack(app, 'Gateway', {
    ...common,
    stackName: name('Gateway'),
    description: `${config.appName}: HTTP API and its stage`,
    appName: config.appName,
    apiOriginDomain: config.apiOriginDomain,
  });
  const waf = config.waf
    ? new WafStack(app, 'Waf', {
        env: { account: config.env?.account, region: 'us-east-1' },
        crossRegionReferences: true,
        stackName: name('Waf'),
        description: `${config.appName}: WAF web ACL of the distribution (CLOUDFRONT scope, hence us-east-1)`,
        appName: config.appName,
        authRateLimit: config.waf.authRateLimit,
      })
    : undefined;
  const web = new WebStack(app, 'Web', {
    ...common,
    ...(waf ? { crossRegionReferences: true } : {}),
    stackName: name('Web'),
    description: `${config.appName}: CloudFront distribution, web build, /api/* forwarding`,
    appName: config.appName,
    webDist: config.webDist,
    apiDomainName: gateway.apiDomainName,
    originVerifySecret: gateway.originVerifySecret,
    appDomain: config.appDomain,
    webAclArn: waf?.webAclArn ?? config.webAclArn,
    logRetention: config.logRetention,
  });
  if (waf) {
    acknowledgeCrossRegionExports(waf);
    acknowledgeCrossRegionExports(web);
  }
  const storage = new StorageStack(app, 'Storage', {
    ...common,
    stackName: name('Storage'),
    description: `${config.appName}: photo, data-file and document buckets (retained)`,
    appOrigin: web.appUrl,
  });
  const mailSettings = {
    from: config.mail.from,
    fromAddress: config.mail.fromAddress,
    supportAddress: config.mail.support,
    configurationSetName: mail.configurationSet.configurationSetName,
  };
  const queues = new QueuesStack(app, 'Queues', {
    ...common,
    stackName: name('Queues'),
    description: `${config.appName}: job queues, dead-letter queues and workers`,
    rootDir: config.rootDir,
    table: data.table,
    buckets: storage.buckets,
    appUrl: web.appUrl,
    mail: mailSettings,
    pushSecret: data.pushSecret,
    logLevel: config.logLevel,
    logRetention: config.logRetention,
    billingBankDetails: config.billingBankDetails,
  });
  const api = new ApiStack(app, 'Api', {
    ...common,
    stackName: name('Api'),
    description: `${config.appName}: domain functions and API routes`,
    rootDir: config.rootDir,
    httpApi: gateway.httpApi,
    table: data.table,
    buckets: storage.buckets,
    queues: queues.queues,
    signingKeys: data.signingKeys,
    externalSecrets: data.externalSecrets,
    originVerifySecret: gateway.originVerifySecret,
    jwt: config.jwt,
    mail: mailSettings,
    appUrl: web.appUrl,
    googleClientId: config.googleClientId,
    logLevel: config.logLevel,
    logRetention: config.logRetention,
  });

  // The stage goes live with the routes it serves (its per-route throttles name them).
  new ApiStage(api, 'Stage', {
    httpApi: gateway.httpApi,
    routes: api.node.findChild('Routes'),
    throttle: config.apiThrottle,
    authThrottle: config.authThrottle,
    domainName: gateway.domainName,
    logRetention: config.logRetention,
  });

  // Alarms sit beside what they watch; every one notifies the operators' topic.
  const alarmProps = { topic: monitoring.topic, appName: config.appName };
  new OperatorAlarms(gateway, 'Alarms', alarmProps).httpApi5xxRate(gateway.httpApi);
  const queueAlarms = new OperatorAlarms(queues, 'Alarms', alarmProps);
  for (const [queue, dlq] of Object.entries(queues.deadLetterQueues)) queueAlarms.deadLetterQueue(queue, dlq);
  for (const [queue, worker] of Object.entries(queues.workers)) queueAlarms.lambdaFunction(`${queue}-worker`, worker.function);
  // A failed rotation leaves the current key signing (nothing breaks), so it must be seen to be fixed.
  new OperatorAlarms(data, 'Alarms', alarmProps).lambdaFunction('signing-key-rotation', data.signingKeys.rotation.function);
  const apiAlarms = new OperatorAlarms(api, 'Alarms', alarmProps);
  for (const [domain, fn] of Object.entries(api.functions)) apiAlarms.lambdaFunction(`${domain}-function`, fn.function);
  apiAlarms.sendBudget();
  // Sign-ins are checked by auth and factors (the second step, passkeys) only and callbacks arrive at payments only; any domain may throttle.
  apiAlarms.securityEvents({
    signInFailures: { auth: api.functions.auth.logGroup, factors: api.functions.factors.logGroup },
    paymentCallbacksRefused: { payments: api.functions.payments.logGroup },
    throttleHits: Object.fromEntries(Object.entries(api.functions).map(([domain, fn]) => [domain, fn.logGroup])),
  });

  if (isPlaceholderDomain(config.mail.domain)) {
    // cdk.json carries a placeholder so that synth works anywhere. Synth warns; a deploy stops at
    // this template rule (in every stack, whichever goes first) before anything is created.
    const message = `mailFromDomain is the placeholder "${config.mail.domain}": deploy with -c mailFromDomain=<your domain> (see docs/deploy.md).`;
    Validations.of(mail).addWarning('assetbook:placeholder-mail-domain', message);
    for (const stack of [monitoring, data, mail, gateway, ...(waf ? [waf] : []), web, storage, queues, api]) {
      new CfnRule(stack, 'MailDomainConfigured', {
        assertions: [{ assert: Fn.conditionEquals('placeholder', 'configured'), assertDescription: message }],
      });
    }
  }

  Tags.of(app).add('app', config.appName);
  if (options.nag ?? true) {
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  }

  return { app, config, stacks: { monitoring, data, mail, gateway, web, storage, queues, api, ...(waf ? { waf } : {}) } };
}
