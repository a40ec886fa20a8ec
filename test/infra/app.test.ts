import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buckets, type BucketName, domainAccess, externalSecrets, maxReceiveCount, type QueueName, queues, tableIndexes, tableTtlAttribute, temporaryObjectDays, temporaryPrefix, visibilityTimeoutFactor, workerBatchSize } from '../../shared/resources';
import { domainTableAccess, workerTableAccess } from '../../infra/stacks/table-access';
import type { AssetbookApp } from '../../infra/stacks/build-app';
import { versionedBuckets } from '../../infra/stacks/storage-stack';
import { type Domain, domains, type RouteDef, routeKey, routes } from '../../shared/routes';
import { plainApp, type SynthesizedApp, testMailDomain as mailFromDomain } from '../support/cdk';
import { actionsOf, functionProps, type Json, logicalId, only, statementsOf } from '../support/templates';

/**
 * The app with the test defaults, unbundled (shared with the other infra tests: test/support/cdk.ts),
 * serves every assertion below. The bundles are read by test/infra/bundles.test.ts, cdk-nag's
 * findings by nag.test.ts, the web stack by web-stack.test.ts and the configuration variants by
 * variants.test.ts.
 */

let built: AssetbookApp;
let t: SynthesizedApp['t'];

beforeAll(() => {
  ({ built, t } = plainApp());
});

describe('data stack', () => {
  it('has one table keyed pk/sk (strings), on demand, with PITR, TTL and deletion protection, retained', () => {
    const [, table] = only(t.data.findResources('AWS::DynamoDB::Table'));
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    const p = table.Properties as Json;
    expect(p.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
    expect(p.BillingMode).toBe('PAY_PER_REQUEST');
    expect(p.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(p.TimeToLiveSpecification).toEqual({ AttributeName: tableTtlAttribute, Enabled: true });
    expect(p.DeletionProtectionEnabled).toBe(true);
    expect(p.AttributeDefinitions).toEqual(expect.arrayContaining([{ AttributeName: 'pk', AttributeType: 'S' }, { AttributeName: 'sk', AttributeType: 'S' }]));
  });

  it('has the GSIs of shared/resources.ts with string keys and projection ALL', () => {
    const [, table] = only(t.data.findResources('AWS::DynamoDB::Table'));
    const p = table.Properties as Json;
    expect(p.GlobalSecondaryIndexes).toHaveLength(tableIndexes.length);
    for (const index of tableIndexes) {
      expect(p.GlobalSecondaryIndexes).toContainEqual({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      });
      expect(p.AttributeDefinitions).toContainEqual({ AttributeName: index.partitionKey, AttributeType: 'S' });
      expect(p.AttributeDefinitions).toContainEqual({ AttributeName: index.sortKey, AttributeType: 'S' });
    }
  });

  it('puts the table in a backup plan', () => {
    const tableId = logicalId(built.stacks.data, built.stacks.data.table);
    t.data.hasResourceProperties('AWS::Backup::BackupSelection', {
      BackupSelection: Match.objectLike({ Resources: Match.arrayWith([{ 'Fn::GetAtt': [tableId, 'Arn'] }]) }),
    });
  });

  it('holds the signing keys (test/infra/signing-keys.test.ts), the Flitt, Nova Poshta and push keys (test/infra/external-secrets.test.ts), none with a value in the template', () => {
    const secrets = Object.values(t.data.findResources('AWS::SecretsManager::Secret'));
    expect(secrets).toHaveLength(5);
    for (const secret of secrets) {
      expect(secret.Properties.SecretString).toBeUndefined();
      expect(secret.DeletionPolicy).toBe('Retain');
    }
  });
});

describe('no secret in any template', () => {
  it('has no SecretString and no key material in a variable anywhere', () => {
    for (const template of Object.values(t)) {
      const text = JSON.stringify(template.toJSON());
      expect(text).not.toContain('"SecretString"');
      expect(text).not.toMatch(/"JWT_(SECRET|PRIVATE_KEYS|PUBLIC_KEYS)"/);
    }
  });
});

describe('mail stack', () => {
  it('creates the domain identity with a configuration set', () => {
    const [setId] = only(t.mail.findResources('AWS::SES::ConfigurationSet'));
    t.mail.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: mailFromDomain,
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: setId } },
      DkimAttributes: { SigningEnabled: true },
    });
  });
});

describe('gateway stack', () => {
  it('has one HTTP API whose $default stage (deployed with the routes) auto-deploys, logs access and throttles', () => {
    only(t.gateway.findResources('AWS::ApiGatewayV2::Api'));
    t.gateway.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
    expect(t.gateway.findResources('AWS::ApiGatewayV2::Stage')).toEqual({});
    const [, stage] = only(t.api.findResources('AWS::ApiGatewayV2::Stage'));
    const p = stage.Properties as Json;
    expect(p.StageName).toBe('$default');
    expect(p.AutoDeploy).toBe(true);
    expect(p.AccessLogSettings.DestinationArn).toBeDefined();
    expect(JSON.parse(p.AccessLogSettings.Format as string)).toMatchObject({ routeKey: '$context.routeKey', status: '$context.status' });
    expect(p.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 });
  });
});

describe('storage stack', () => {
  const dataBucket = (name: BucketName): Json => {
    const stack = built.stacks.storage;
    return t.storage.findResources('AWS::S3::Bucket')[logicalId(stack, stack.buckets[name])]!;
  };

  it.each(Object.keys(buckets) as BucketName[])('%s bucket is private, encrypted, logged, retained', (name) => {
    const bucket = dataBucket(name);
    expect(bucket.DeletionPolicy).toBe('Retain');
    const p = bucket.Properties as Json;
    expect(p.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');
    expect(p.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(p.LoggingConfiguration.DestinationBucketName).toBeDefined();
    expect(p.VersioningConfiguration?.Status).toBe(versionedBuckets[name] ? 'Enabled' : undefined);
  });

  it.each(Object.keys(buckets) as BucketName[])('%s bucket expires temporary objects and aborts stale multipart uploads', (name) => {
    const rules = dataBucket(name).Properties.LifecycleConfiguration.Rules as Json[];
    expect(rules).toContainEqual(expect.objectContaining({ Prefix: temporaryPrefix, ExpirationInDays: temporaryObjectDays, Status: 'Enabled' }));
    expect(rules.some((r) => r.AbortIncompleteMultipartUpload?.DaysAfterInitiation === 1 && r.Prefix === undefined)).toBe(true);
  });

  it.each(Object.keys(buckets) as BucketName[])('%s bucket allows presigned browser uploads from the app origin only', (name) => {
    const cors = dataBucket(name).Properties.CorsConfiguration.CorsRules as Json[];
    expect(cors).toHaveLength(1);
    expect(cors[0]!.AllowedMethods).toEqual(expect.arrayContaining(['PUT', 'POST', 'GET']));
    expect(JSON.stringify(cors[0]!.AllowedOrigins)).toMatch(/https:\/\/.*Distribution\w*DomainName/);
    expect(cors[0]!.AllowedOrigins).toHaveLength(1);
  });

  it('denies requests without TLS on every bucket', () => {
    const policies = Object.values(t.storage.findResources('AWS::S3::BucketPolicy'));
    expect(policies).toHaveLength(Object.keys(buckets).length + 1);
    for (const policy of policies) {
      expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });
});

describe('queues stack', () => {
  const stack = () => built.stacks.queues;
  const queueResource = (id: string): Json => t.queues.findResources('AWS::SQS::Queue')[id]!;

  it.each(Object.keys(queues) as QueueName[])('%s: queue with a DLQ, SSE, TLS-only, visibility >= 6 x worker timeout', (name) => {
    const queueId = logicalId(stack(), stack().queues[name]);
    const dlqId = logicalId(stack(), stack().deadLetterQueues[name]);
    const queue = queueResource(queueId).Properties as Json;
    expect(queue.RedrivePolicy.deadLetterTargetArn).toEqual({ 'Fn::GetAtt': [dlqId, 'Arn'] });
    expect(queue.RedrivePolicy.maxReceiveCount).toBe(maxReceiveCount);
    expect(queue.RedrivePolicy.maxReceiveCount).toBeGreaterThanOrEqual(5);
    expect(queue.SqsManagedSseEnabled).toBe(true);
    expect(queueResource(dlqId).Properties.SqsManagedSseEnabled).toBe(true);

    const worker = functionProps(t.queues, stack(), stack().workers[name]);
    expect(worker.Timeout).toBe(queues[name].workerTimeoutSeconds);
    expect(queue.VisibilityTimeout).toBe(visibilityTimeoutFactor * worker.Timeout);
    expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(6 * worker.Timeout);

    for (const id of [queueId, dlqId]) {
      t.queues.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: id }],
        PolicyDocument: {
          Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
        },
      });
    }
  });

  it.each(Object.keys(queues) as QueueName[])('%s: worker consumes with ReportBatchItemFailures and the configured batch size', (name) => {
    t.queues.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [logicalId(stack(), stack().queues[name]), 'Arn'] },
      FunctionName: { Ref: logicalId(stack(), stack().workers[name].function) },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BatchSize: workerBatchSize,
    });
  });

  it.each(Object.keys(queues) as QueueName[])('%s: worker gets the table (when it uses it) and exactly its buckets', (name) => {
    const worker = stack().workers[name];
    const env = functionProps(t.queues, stack(), worker).Environment.Variables as Json;
    const bucketVars = Object.values(buckets).map((b) => b.envVar).filter((v) => v in env);
    expect(bucketVars.sort()).toEqual(queues[name].buckets.map((b) => buckets[b].envVar).sort());
    expect('TABLE_NAME' in env).toBe(workerTableAccess[name] !== null);
    expect(env.JWT_PRIVATE_KEYS_SECRET_ARN).toBeUndefined();
    expect(env.JWT_PUBLIC_KEYS_SECRET_ARN).toBeUndefined();
    const actions = actionsOf(statementsOf(t.queues, stack(), worker));
    expect(actions.has('ses:SendEmail')).toBe(queues[name].sendsMail);
    expect(actions.has('sqs:ReceiveMessage')).toBe(true);
  });

  it('only the notifications worker reads the push secret, and only it', () => {
    for (const name of Object.keys(queues) as QueueName[]) {
      const worker = stack().workers[name];
      const reads = statementsOf(t.queues, stack(), worker).filter((s) => actionsOf([s]).has('secretsmanager:GetSecretValue'));
      const env = functionProps(t.queues, stack(), worker).Environment.Variables as Json;
      expect([reads.length, 'FCM_SERVICE_ACCOUNT_SECRET_ARN' in env], name).toEqual(name === 'notifications' ? [1, true] : [0, false]);
      for (const s of reads) {
        expect(s.Action).toBe('secretsmanager:GetSecretValue');
        expect(JSON.stringify(s.Resource)).toContain('FcmServiceAccount');
      }
    }
  });
});

describe('api stack', () => {
  const api = () => built.stacks.api;

  it('has exactly one route per route-table entry, with its key and its domain integration', () => {
    const routeResources = Object.values(t.api.findResources('AWS::ApiGatewayV2::Route'));
    expect(routeResources).toHaveLength(routes.length);
    const integrations = t.api.findResources('AWS::ApiGatewayV2::Integration');
    expect(Object.keys(integrations)).toHaveLength(domains.length);

    const functionOfIntegration = new Map<string, string>();
    for (const [id, integration] of Object.entries(integrations)) {
      expect(integration.Properties.IntegrationType).toBe('AWS_PROXY');
      expect(integration.Properties.PayloadFormatVersion).toBe('2.0');
      functionOfIntegration.set(id, integration.Properties.IntegrationUri['Fn::GetAtt'][0] as string);
    }

    for (const route of routes as readonly RouteDef[]) {
      const matches = routeResources.filter((r) => r.Properties.RouteKey === routeKey(route));
      expect(matches, routeKey(route)).toHaveLength(1);
      const target = matches[0]!.Properties.Target['Fn::Join'][1] as [string, { Ref: string }];
      expect(target[0]).toBe('integrations/');
      expect(functionOfIntegration.get(target[1].Ref)).toBe(logicalId(api(), api().functions[route.domain].function));
    }
  });

  it('lets API Gateway invoke each domain function (one permission per function)', () => {
    const permissions = Object.values(t.api.findResources('AWS::Lambda::Permission'));
    expect(permissions).toHaveLength(domains.length);
    for (const permission of permissions) {
      expect(permission.Properties.Principal).toBe('apigateway.amazonaws.com');
    }
  });

  it('gives auth at least 512 MB', () => {
    expect(functionProps(t.api, api(), api().functions.auth).MemorySize).toBeGreaterThanOrEqual(512);
  });

  it.each([...domains])('%s gets exactly the environment of its resources', (domain: Domain) => {
    const access = domainAccess[domain];
    const env = functionProps(t.api, api(), api().functions[domain]).Environment.Variables as Json;
    const expected = ['APP_URL', 'LOG_LEVEL', 'NODE_OPTIONS'];
    if (domainTableAccess[domain]) expected.push('TABLE_NAME');
    if (access.sendsMail) expected.push('MAIL_FROM', 'SES_CONFIGURATION_SET', 'SUPPORT_EMAIL');
    if (access.tokens !== 'none') expected.push('JWT_PUBLIC_KEYS_SECRET_ARN', 'JWT_ISSUER', 'JWT_AUDIENCE');
    if (access.tokens === 'issue') expected.push('JWT_PRIVATE_KEYS_SECRET_ARN');
    expected.push('ORIGIN_VERIFY_SECRET_ARN');
    for (const b of access.buckets) expected.push(buckets[b].envVar);
    for (const q of access.queues) expected.push(queues[q].envVar);
    for (const secret of access.externalSecrets ?? []) expected.push(externalSecrets[secret].envVar, ...(secret === 'flitt' ? ['FLITT_API_URL'] : []));
    expect(Object.keys(env).sort()).toEqual(expected.sort());
    expect(JSON.stringify(env.APP_URL)).toMatch(/https:\/\/.*Distribution\w*DomainName/);
  });

  it.each([...domains])('%s has only the table actions of its table access (test/infra/grants.test.ts has the detail)', (domain: Domain) => {
    const access = domainTableAccess[domain];
    const statements = statementsOf(t.api, api(), api().functions[domain]);
    const dynamo = [...actionsOf(statements)].filter((a) => a.startsWith('dynamodb:')).sort();
    const expected = new Set([...(access?.actions ?? []), ...(access?.indexes.length ? ['Query'] : [])].map((a) => `dynamodb:${a}`));
    expect(dynamo).toEqual([...expected].sort());
    expect(dynamo).not.toContain('dynamodb:Scan');
    for (const s of statements) {
      for (const resource of [s.Resource].flat()) expect(JSON.stringify(resource)).not.toMatch(/index\/\*/);
    }
  });

  it('meta has no DynamoDB, mail, bucket or queue permission, and reads no secret but the origin-verify one', () => {
    const statements = statementsOf(t.api, api(), api().functions.meta);
    const actions = [...actionsOf(statements)];
    expect(actions.filter((a) => !a.startsWith('logs:'))).toEqual(['secretsmanager:GetSecretValue']);
    const secretReads = statements.filter((s) => actionsOf([s]).has('secretsmanager:GetSecretValue'));
    expect(secretReads.map((s) => JSON.stringify(s.Resource))).toEqual([expect.stringContaining('OriginVerifySecret')]);
  });

  it('only the domains that send mail have ses:SendEmail, bound to the From address', () => {
    for (const domain of domains) {
      const statements = statementsOf(t.api, api(), api().functions[domain]);
      const ses = statements.filter((s) => actionsOf([s]).has('ses:SendEmail'));
      expect(ses.length, domain).toBe(domainAccess[domain].sendsMail ? 1 : 0);
      for (const s of ses) expect(s.Condition).toEqual({ StringEquals: { 'ses:FromAddress': `noreply@${mailFromDomain}` } });
      expect([...actionsOf(statements)].filter((a) => a.startsWith('ses:') && a !== 'ses:SendEmail')).toEqual([]);
    }
    expect(domains.filter((d) => domainAccess[d].sendsMail)).toEqual(['auth', 'factors', 'users', 'company', 'payments']);
  });

  it('only the domains that send SMS may sns:Publish, and no other SNS action', () => {
    for (const domain of domains) {
      const actions = [...actionsOf(statementsOf(t.api, api(), api().functions[domain]))].filter((a) => a.startsWith('sns:'));
      expect(actions, domain).toEqual(domainAccess[domain].sendsSms ? ['sns:Publish'] : []);
    }
    expect(domains.filter((d) => domainAccess[d].sendsSms)).toEqual(['auth', 'users', 'company']);
  });

  it('besides the origin-verify secret, only domains with session tokens read a secret: the public keys, and the private keys only where tokens are issued', () => {
    for (const domain of domains) {
      const statements = statementsOf(t.api, api(), api().functions[domain])
        .filter((s) => actionsOf([s]).has('secretsmanager:GetSecretValue'))
        // Meta's only secret statement names the origin-verify secret alone (elsewhere it shares one with the keys).
        .filter((s) => ![s.Resource].flat().every((resource) => JSON.stringify(resource).includes('OriginVerifySecret')));
      expect(statements.length, domain).toBe(domainAccess[domain].tokens !== 'none' ? 1 : 0);
      for (const s of statements) {
        expect(s.Action).toBe('secretsmanager:GetSecretValue');
        const resources = JSON.stringify(s.Resource);
        expect(resources).toContain('SigningKeysPublicKeys');
        expect(resources.includes('SigningKeysPrivateKeys'), domain).toBe(domainAccess[domain].tokens === 'issue');
      }
    }
  });
});
