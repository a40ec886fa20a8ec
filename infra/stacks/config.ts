import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Environment } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';

/** The repository root (this file is infra/stacks/config.ts). */
export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

export const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** A deployment setting is wrong or missing: app.ts prints the message alone, without a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Everything the stacks need to know about one deployment. Context keys are documented in docs/deploy.md. */
export interface AssetbookProps {
  /** Prefix of every stack name (`<appName>-Data`, ...). Default `Assetbook`. */
  readonly appName?: string;
  /** Repository root; entry files and package-lock.json are found from here. */
  readonly rootDir?: string;
  /** The built web app (must contain index.html); absolute or relative to rootDir. Default `web/dist`. */
  readonly webDist?: string;
  /** Domain verified in SES as the sending identity, e.g. `assetbook.example.org`. */
  readonly mailFromDomain: string;
  /** From address (optionally `Name <address>`); its address must be in mailFromDomain. Default `noreply@<mailFromDomain>`. */
  readonly mailFrom?: string;
  /** Custom domain of the web app (CloudFront alias). Needs appCertificateArn. */
  readonly appDomain?: string;
  /** ACM certificate in us-east-1 covering appDomain. */
  readonly appCertificateArn?: string;
  /** Optional AWS WAF web ACL (CLOUDFRONT scope, us-east-1) for the distribution. */
  readonly webAclArn?: string;
  /** Create the app's own web ACL (stack `<appName>-Waf` in us-east-1) and attach it. Not with webAclArn. */
  readonly waf?: boolean;
  /** Requests per client address per 5 minutes to /api/v1/auth/* before the web ACL blocks it. Default 100. */
  readonly wafAuthRateLimit?: number;
  /** Custom domain of the API (CloudFront's API origin); with it the execute-api endpoint is disabled. Needs apiOriginCertificateArn. */
  readonly apiOriginDomain?: string;
  /** ACM certificate covering apiOriginDomain, in the region of the stacks (regional endpoint). */
  readonly apiOriginCertificateArn?: string;
  readonly logLevel?: LogLevel;
  /** Retention of every log group, in days (a CloudWatch Logs retention value). Default 30. */
  readonly logRetentionDays?: number;
  /** Steady-state request rate of the HTTP API stage (requests per second). Default 50. */
  readonly apiThrottleRateLimit?: number;
  /** Burst of the HTTP API stage. Default 100. */
  readonly apiThrottleBurstLimit?: number;
  /** Steady-state rate of each auth route (sign-in, registration, resets). Default 10. */
  readonly authThrottleRateLimit?: number;
  /** Burst of each auth route. Default 20. */
  readonly authThrottleBurstLimit?: number;
  readonly jwtIssuer?: string;
  readonly jwtAudience?: string;
  /** OAuth client id of the web app at Google (Google sign-in); optional. */
  readonly googleClientId?: string;
  /** Address that receives support-widget messages. Default `support@<mailFromDomain>`. */
  readonly supportEmail?: string;
  /** Address subscribed to the operators' alarm topic (SNS sends it a confirmation mail first). Optional. */
  readonly alarmEmail?: string;
  /** The seller's bank details printed on invoices, lines separated by "\n" (docs/payments.md). Without it invoices say they are not payable. */
  readonly billingBankDetails?: string;
  readonly env?: Environment;
}

/** AssetbookProps with defaults applied and values checked. */
export interface AssetbookConfig {
  readonly appName: string;
  readonly rootDir: string;
  readonly webDist: string;
  readonly mail: { readonly domain: string; readonly from: string; readonly fromAddress: string; readonly support: string };
  readonly appDomain?: { readonly name: string; readonly certificateArn: string };
  readonly webAclArn?: string;
  /** The app's own web ACL, when context waf=true. */
  readonly waf?: { readonly authRateLimit: number };
  readonly apiOriginDomain?: { readonly name: string; readonly certificateArn: string };
  readonly logLevel: LogLevel;
  readonly logRetention: RetentionDays;
  readonly apiThrottle: { readonly rateLimit: number; readonly burstLimit: number };
  readonly authThrottle: { readonly rateLimit: number; readonly burstLimit: number };
  readonly jwt: { readonly issuer: string; readonly audience: string };
  readonly googleClientId?: string;
  readonly alarmEmail?: string;
  readonly billingBankDetails?: string;
  readonly env?: Environment;
}

const domainPattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** Domains that can never receive or send real mail: synth works with them, deploy would be useless. */
const placeholderDomain = /(^|\.)(example\.(com|org|net)|test|invalid|localhost|example)$/;

export function isPlaceholderDomain(domain: string): boolean {
  return placeholderDomain.test(domain);
}

export function resolveConfig(props: AssetbookProps): AssetbookConfig {
  const appName = props.appName ?? 'Assetbook';
  if (!/^[A-Za-z][A-Za-z0-9-]{0,40}$/.test(appName)) {
    throw new ConfigError(`appName "${appName}" must be letters, digits and dashes (it prefixes stack names).`);
  }
  const rootDir = props.rootDir ?? repoRoot;

  const webDistSetting = props.webDist ?? join('web', 'dist');
  const webDist = isAbsolute(webDistSetting) ? webDistSetting : join(rootDir, webDistSetting);
  if (!existsSync(join(webDist, 'index.html')) || !statSync(webDist).isDirectory()) {
    throw new ConfigError(
      `The web build was not found: ${join(webDist, 'index.html')} does not exist.\n` +
        'Build the web app first (npm run build), or point the app at a build with -c webDist=<directory>.',
    );
  }

  const mailDomain = (props.mailFromDomain ?? '').trim().toLowerCase();
  if (!domainPattern.test(mailDomain)) {
    throw new ConfigError(`mailFromDomain "${props.mailFromDomain ?? ''}" is not a domain name (set -c mailFromDomain=<domain>).`);
  }
  const from = (props.mailFrom ?? `noreply@${mailDomain}`).trim();
  const fromAddress = (/<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from).toLowerCase();
  if (!/^[^@\s<>]+@[^@\s<>]+$/.test(fromAddress) || !fromAddress.endsWith(`@${mailDomain}`)) {
    throw new ConfigError(`mailFrom "${from}" must be an address at ${mailDomain} (optionally written as "Name <address>").`);
  }

  let appDomain: AssetbookConfig['appDomain'];
  if (props.appDomain || props.appCertificateArn) {
    const name = (props.appDomain ?? '').trim().toLowerCase();
    const certificateArn = (props.appCertificateArn ?? '').trim();
    if (!domainPattern.test(name)) {
      throw new ConfigError(`appDomain "${props.appDomain ?? ''}" is not a domain name; appCertificateArn needs it.`);
    }
    if (!/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[A-Za-z0-9-]+$/.test(certificateArn)) {
      throw new ConfigError('appDomain needs appCertificateArn: the ARN of an ACM certificate in us-east-1 (CloudFront only uses certificates from there).');
    }
    appDomain = { name, certificateArn };
  }

  if (props.webAclArn !== undefined && !/^arn:aws[a-z-]*:wafv2:us-east-1:\d{12}:global\/webacl\/.+$/.test(props.webAclArn)) {
    throw new ConfigError('webAclArn must be a WAFv2 web ACL with CLOUDFRONT scope (arn:aws:wafv2:us-east-1:<account>:global/webacl/...).');
  }

  let waf: AssetbookConfig['waf'];
  if (props.waf) {
    if (props.webAclArn !== undefined) {
      throw new ConfigError('waf=true creates a web ACL; webAclArn attaches an existing one. Set one of them.');
    }
    const wafRateLimit = props.wafAuthRateLimit ?? 100;
    if (!Number.isInteger(wafRateLimit) || wafRateLimit < 10 || wafRateLimit > 2_000_000_000) {
      throw new ConfigError('wafAuthRateLimit must be a whole number of at least 10 (requests per address per 5 minutes).');
    }
    const region = props.env?.region;
    if (!region || region.startsWith('${')) {
      throw new ConfigError('waf=true needs the deployment region (credentials or CDK_DEFAULT_REGION): the web ACL lives in us-east-1 and its ARN crosses regions.');
    }
    waf = { authRateLimit: wafRateLimit };
  }

  let apiOriginDomain: AssetbookConfig['apiOriginDomain'];
  if (props.apiOriginDomain || props.apiOriginCertificateArn) {
    const name = (props.apiOriginDomain ?? '').trim().toLowerCase();
    const certificateArn = (props.apiOriginCertificateArn ?? '').trim();
    if (!domainPattern.test(name)) {
      throw new ConfigError(`apiOriginDomain "${props.apiOriginDomain ?? ''}" is not a domain name; apiOriginCertificateArn needs it.`);
    }
    const arn = /^arn:aws[a-z-]*:acm:([a-z0-9-]+):\d{12}:certificate\/[A-Za-z0-9-]+$/.exec(certificateArn);
    if (!arn) {
      throw new ConfigError('apiOriginDomain needs apiOriginCertificateArn: the ARN of an ACM certificate covering it, in the region of the stacks.');
    }
    const region = props.env?.region;
    if (region && !region.startsWith('${') && arn[1] !== region) {
      throw new ConfigError(`apiOriginCertificateArn is in ${arn[1]}, but the API is deployed in ${region}: a regional API domain needs a certificate from its own region.`);
    }
    if (name === appDomain?.name) {
      throw new ConfigError('apiOriginDomain must differ from appDomain: the app domain points at CloudFront, the API domain at API Gateway.');
    }
    apiOriginDomain = { name, certificateArn };
  }

  const logLevel = props.logLevel ?? 'info';
  if (!logLevels.includes(logLevel)) {
    throw new ConfigError(`logLevel must be one of ${logLevels.join(', ')}.`);
  }
  const retentionDays = props.logRetentionDays ?? 30;
  const retentionValues = Object.values(RetentionDays).filter((v): v is number => typeof v === 'number');
  if (!retentionValues.includes(retentionDays) || retentionDays === RetentionDays.INFINITE) {
    throw new ConfigError(`logRetentionDays must be one of the CloudWatch Logs retention values (${retentionValues.filter((v) => v > 0).join(', ')}).`);
  }

  const rateLimit = props.apiThrottleRateLimit ?? 50;
  const burstLimit = props.apiThrottleBurstLimit ?? 100;
  const authRateLimit = props.authThrottleRateLimit ?? 10;
  const authBurstLimit = props.authThrottleBurstLimit ?? 20;
  for (const [name, value] of [
    ['apiThrottleRateLimit', rateLimit],
    ['apiThrottleBurstLimit', burstLimit],
    ['authThrottleRateLimit', authRateLimit],
    ['authThrottleBurstLimit', authBurstLimit],
  ] as const) {
    if (!Number.isInteger(value) || value < 1 || value > 10_000) {
      throw new ConfigError(`${name} must be a whole number between 1 and 10000.`);
    }
  }

  const alarmEmail = props.alarmEmail?.trim();
  if (alarmEmail !== undefined && !/^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/.test(alarmEmail)) {
    throw new ConfigError(`alarmEmail "${alarmEmail}" is not an e-mail address.`);
  }

  return {
    appName,
    rootDir,
    webDist,
    mail: { domain: mailDomain, from, fromAddress, support: (props.supportEmail ?? `support@${mailDomain}`).trim() },
    appDomain,
    webAclArn: props.webAclArn,
    waf,
    apiOriginDomain,
    logLevel,
    logRetention: retentionDays as RetentionDays,
    apiThrottle: { rateLimit, burstLimit },
    authThrottle: { rateLimit: authRateLimit, burstLimit: authBurstLimit },
    jwt: { issuer: props.jwtIssuer ?? 'assetbook', audience: props.jwtAudience ?? 'assetbook-api' },
    googleClientId: props.googleClientId,
    alarmEmail,
    billingBankDetails: props.billingBankDetails?.trim() || undefined,
    env: props.env,
  };
}

/** Reads the deployment settings from CDK context (cdk.json or `-c key=value`; -c values arrive as strings). */
export function propsFromContext(node: Node): AssetbookProps {
  const text = (key: string): string | undefined => {
    const value: unknown = node.tryGetContext(key);
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new ConfigError(`Context value ${key} must be a string.`);
    }
    return String(value);
  };
  const int = (key: string): number | undefined => {
    const value = text(key);
    if (value === undefined) return undefined;
    const parsed = Number(value);
    if (!Number.isInteger(parsed)) throw new ConfigError(`Context value ${key} must be a whole number, got "${value}".`);
    return parsed;
  };
  const flag = (key: string): boolean | undefined => {
    const value: unknown = node.tryGetContext(key);
    if (value === undefined || value === null || value === '') return undefined;
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    throw new ConfigError(`Context value ${key} must be true or false, got "${String(value)}".`);
  };
  return {
    appName: text('appName'),
    webDist: text('webDist'),
    mailFromDomain: text('mailFromDomain') ?? '',
    mailFrom: text('mailFrom'),
    appDomain: text('appDomain'),
    appCertificateArn: text('appCertificateArn'),
    webAclArn: text('webAclArn'),
    waf: flag('waf'),
    wafAuthRateLimit: int('wafAuthRateLimit'),
    apiOriginDomain: text('apiOriginDomain'),
    apiOriginCertificateArn: text('apiOriginCertificateArn'),
    logLevel: text('logLevel') as LogLevel | undefined,
    logRetentionDays: int('logRetentionDays'),
    apiThrottleRateLimit: int('apiThrottleRateLimit'),
    apiThrottleBurstLimit: int('apiThrottleBurstLimit'),
    authThrottleRateLimit: int('authThrottleRateLimit'),
    authThrottleBurstLimit: int('authThrottleBurstLimit'),
    jwtIssuer: text('jwtIssuer'),
    jwtAudience: text('jwtAudience'),
    googleClientId: text('googleClientId'),
    supportEmail: text('supportEmail'),
    alarmEmail: text('alarmEmail'),
    billingBankDetails: text('billingBankDetails'),
  };
}

/** The `context` block of cdk.json (feature flags and defaults), for apps built outside the CDK CLI (tests). */
export function cdkJsonContext(rootDir: string = repoRoot): Record<string, unknown> {
  const file = join(rootDir, 'cdk.json');
  if (!existsSync(file)) return {};
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { context?: Record<string, unknown> };
  return parsed.context ?? {};
}
