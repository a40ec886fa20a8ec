import { join } from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AssetbookApp } from '../../infra/stacks/build-app';
import type { AppFunction } from '../../infra/stacks/lambda';
import { workerConcurrency } from '../../infra/stacks/queues-stack';
import { domainTableAccess, type TableAccess, workerTableAccess } from '../../infra/stacks/table-access';
import { domainAccess, type QueueName, queues } from '../../shared/resources';
import { type Domain, domains, type RouteDef, routes } from '../../shared/routes';
import { bundleForAnalysis, type OwnCode, ownCode, tableUsage } from './table-usage';
import { type Json, logicalId, type SynthesizedApp, statementsOf, plainApp } from '../support/cdk';

/**
 * The table grants against the code, and the grants in the synthesized templates. DynamoDB Local
 * checks no IAM, so a grant narrower than the code passes every other test and fails in AWS: the
 * first part is what catches that.
 */


const repoRoot = join(import.meta.dirname, '..', '..');

/**
 * The session check of the shared request pipeline (functions/lib/http/domain-handler.ts): bundled
 * into every domain function, run only for routes that are not public.
 */
const sessionCheckFiles = ['functions/lib/auth/sessions.ts', 'functions/lib/auth/company-plan.ts', 'functions/lib/auth/second-factor-policy.ts'];

const functions: { name: string; entry: string; external: readonly string[]; access: TableAccess | null; domain?: Domain }[] = [
  ...domains.map((domain) => ({ name: domain, entry: `functions/${domain}/handler.ts`, external: [], access: domainTableAccess[domain], domain })),
  ...(Object.keys(queues) as QueueName[]).map((name) => {
    const def = queues[name];
    return { name: `${name} worker`, entry: def.worker, external: 'nativeModules' in def ? def.nativeModules : [], access: workerTableAccess[name] };
  }),
];

describe('infra/stacks/table-access.ts against the code each function bundles', () => {
  it.each(functions.map((fn) => [fn.name, fn] as const))('%s: exactly the actions, indexes and key prefixes its code uses', async (_name, fn) => {
    const own = await bundleForAnalysis(repoRoot, fn.entry, fn.external);
    if (fn.access === null && fn.domain) {
      // A domain without table access may only carry the session check, which its public routes never run.
      const own_routes = (routes as readonly RouteDef[]).filter((route) => route.domain === fn.domain);
      expect(own_routes.every((route) => route.auth === 'public')).toBe(true);
      expect(tableUsage(own, sessionCheckFiles)).toEqual({ actions: [], indexes: [], partitionPatterns: [] });
      return;
    }
    const used = tableUsage(own);
    const declared = fn.access ?? { actions: [], indexes: [], partitions: [] };
    expect({ actions: [...declared.actions].sort(), indexes: [...declared.indexes].sort(), partitions: [...declared.partitions].sort() }, `update ${fn.name} in infra/stacks/table-access.ts`).toEqual({
      actions: [...used.actions].sort(),
      indexes: used.indexes,
      partitions: used.partitionPatterns,
    });
  }, 60_000);
});

describe('the analysis in test/infra/table-usage.ts', () => {
  const code = (files: Record<string, string>, imports: string): OwnCode => ({ imports, files: new Map(Object.entries(files)) });
  const keysModule = 'var keys = {\n  user: (userId) => ({ pk: `USER#${userId}`, sk: "PROFILE" })\n};';

  it('sees a command under the name esbuild gave it, and only when it is constructed', () => {
    const usage = tableUsage(
      code(
        { 'functions/x/store.ts': 'await db().send(new ScanCommand2({ TableName: t }));' },
        'import { GetCommand, ScanCommand as ScanCommand2 } from "@aws-sdk/lib-dynamodb";',
      ),
    );
    expect(usage.actions).toEqual(['Scan']);
  });

  it('grants a transaction as the actions of its items', () => {
    const usage = tableUsage(
      code(
        { 'functions/x/store.ts': 'new TransactWriteCommand({ TransactItems: [{ ConditionCheck: { Key: k } }, { Put: { Item: i } }] });' },
        'import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";',
      ),
    );
    expect(usage.actions).toEqual(['PutItem', 'ConditionCheckItem']);
  });

  it('counts every index a computed IndexName may be, but not the catalogue of shared/resources.ts', () => {
    const usage = tableUsage(
      code(
        {
          'shared/resources.ts': 'var indexNames = ["usersByCompany", "itemsByTitle", "unreadNotifications"];',
          'functions/x/store.ts': 'const index = pick ? "itemsByTitle" : "itemsByPrice"; new QueryCommand({ IndexName: index });',
        },
        'import { QueryCommand } from "@aws-sdk/lib-dynamodb";',
      ),
    );
    expect(usage.indexes).toEqual(['itemsByPrice', 'itemsByTitle']);
    // The items an index answers may be written back by their own keys.
    expect(usage.partitionPatterns).toEqual(['COMPANY#*']);
  });

  it('takes the key prefixes from the helpers called, and refuses the keys object passed around', () => {
    const store = 'new GetCommand({ Key: keys.user(id) });';
    const imports = 'import { GetCommand } from "@aws-sdk/lib-dynamodb";';
    expect(tableUsage(code({ 'functions/lib/db/keys.ts': keysModule, 'functions/x/store.ts': store }, imports)).partitionPatterns).toEqual(['USER#*']);
    expect(() => tableUsage(code({ 'functions/lib/db/keys.ts': keysModule, 'functions/x/store.ts': `${store} use(keys);` }, imports))).toThrow(/without naming a helper/);
  });

  it('refuses what would hide requests: a DynamoDB package imported other than by name, a non-command client, a dependency sending', () => {
    expect(() => ownCode('import * as ddb from "@aws-sdk/lib-dynamodb";\n// functions/x/store.ts\nnew ddb.GetCommand({});\n')).toThrow(/other than by name/);
    const documentClient = code({ 'functions/x/store.ts': 'DynamoDBDocument.from(client).get({});' }, 'import { DynamoDBDocument } from "@aws-sdk/lib-dynamodb";');
    expect(() => tableUsage(documentClient)).toThrow(/only sees requests sent as commands/);
    const fromDependency = { ...code({}, 'import { PutCommand } from "@aws-sdk/lib-dynamodb";'), others: 'new PutCommand({});' };
    expect(() => tableUsage(fromDependency)).toThrow(/A dependency sends PutCommand/);
  });

  it('refuses a command it cannot map to an IAM action', () => {
    const unknown = code({ 'functions/x/store.ts': 'new ExecuteStatementCommand({ Statement: s });' }, 'import { ExecuteStatementCommand } from "@aws-sdk/lib-dynamodb";');
    expect(() => tableUsage(unknown)).toThrow(/does not know which IAM action/);
  });
});

let app: SynthesizedApp;
let built: AssetbookApp;
let api: Template;
let queuesTemplate: Template;

beforeAll(() => {
  app = plainApp();
  built = app.built;
  api = app.t.api;
  queuesTemplate = app.t.queues;
});

const actionList = (statement: Json): string[] => [statement.Action].flat();
const dynamoStatements = (statements: Json[]) => statements.filter((s) => actionList(s).some((a) => a.startsWith('dynamodb:')));

function expectTableGrant(statements: Json[], access: TableAccess | null, name: string): void {
  const dynamo = dynamoStatements(statements);
  if (!access) {
    expect(dynamo, name).toEqual([]);
    return;
  }
  const base = dynamo.filter((s) => !JSON.stringify(s.Resource).includes('/index/'));
  expect(base, name).toHaveLength(1);
  expect(base[0]!.Effect).toBe('Allow');
  expect(actionList(base[0]!).sort(), name).toEqual(access.actions.map((a) => `dynamodb:${a}`).sort());
  // One resource, the table itself: no index, no wildcard.
  expect(Array.isArray(base[0]!.Resource), name).toBe(false);
  expect(JSON.stringify(base[0]!.Resource)).not.toContain('*');
  expect(base[0]!.Condition, name).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...access.partitions] } });
  for (const pattern of access.partitions) expect(pattern, name).toMatch(/^[A-Z_]+#\*$/);

  const indexStatements = dynamo.filter((s) => JSON.stringify(s.Resource).includes('/index/'));
  if (!access.indexes.length) {
    expect(indexStatements, name).toEqual([]);
    return;
  }
  expect(indexStatements, name).toHaveLength(1);
  expect(indexStatements[0]!.Action, name).toBe('dynamodb:Query');
  const resources = [indexStatements[0]!.Resource].flat().map((r) => JSON.stringify(r));
  expect(resources.map((r) => /\/index\/(\w+)/.exec(r)?.[1]).sort(), name).toEqual([...access.indexes].sort());
  for (const resource of resources) expect(resource).not.toContain('*');
}

describe('table grants in the templates', () => {
  it.each([...domains])('%s: exactly its entry of domainTableAccess', (domain) => {
    const stack = built.stacks.api;
    const fn = stack.functions[domain];
    expectTableGrant(statementsOf(api, stack, fn), domainTableAccess[domain], domain);
    const env = (api.findResources('AWS::Lambda::Function')[logicalId(stack, fn.function)]!.Properties as Json).Environment.Variables as Json;
    expect('TABLE_NAME' in env).toBe(domainTableAccess[domain] !== null);
  });

  it.each(Object.keys(queues) as QueueName[])('%s worker: exactly its entry of workerTableAccess', (name) => {
    const stack = built.stacks.queues;
    expectTableGrant(statementsOf(queuesTemplate, stack, stack.workers[name]), workerTableAccess[name], name);
  });

  it('leaves meta without any table access, and writes to no one who does not write', () => {
    expect(dynamoStatements(statementsOf(api, built.stacks.api, built.stacks.api.functions.meta))).toEqual([]);
    const writes = ['PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem', 'BatchWriteItem'];
    for (const domain of domains) {
      const access = domainTableAccess[domain];
      const granted = dynamoStatements(statementsOf(api, built.stacks.api, built.stacks.api.functions[domain])).flatMap(actionList);
      for (const write of writes) expect(granted.includes(`dynamodb:${write}`), `${domain} ${write}`).toBe(access?.actions.includes(write as never) ?? false);
    }
    // Scans read every tenant's items: nothing is granted one.
    const all = [...domains.map((d) => domainTableAccess[d]), ...Object.values(workerTableAccess)];
    expect(all.filter((access) => access?.actions.includes('Scan'))).toEqual([]);
  });
});

describe('SMS', () => {
  it('allows sns:Publish to phone numbers and denies it on every topic and endpoint', () => {
    for (const domain of domains) {
      const sns = statementsOf(api, built.stacks.api, built.stacks.api.functions[domain]).filter((s) => actionList(s).some((a) => a.startsWith('sns:')));
      if (!domainAccess[domain].sendsSms) {
        expect(sns, domain).toEqual([]);
        continue;
      }
      expect(sns, domain).toEqual([
        { Effect: 'Allow', Action: 'sns:Publish', Resource: '*' },
        { Effect: 'Deny', Action: 'sns:Publish', Resource: { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':sns:*:*:*']] } },
      ]);
    }
  });
});

describe('workers', () => {
  it.each(Object.keys(queues) as QueueName[])('%s: reserved concurrency, and its queue never runs it beyond that', (name) => {
    const stack = built.stacks.queues;
    const worker = stack.workers[name];
    const props = queuesTemplate.findResources('AWS::Lambda::Function')[logicalId(stack, worker.function)]!.Properties as Json;
    const reserved = props.ReservedConcurrentExecutions as number;
    expect(reserved).toBe(workerConcurrency[name]);
    expect(reserved).toBeGreaterThanOrEqual(2);
    expect(reserved).toBeLessThanOrEqual(10);
    const mappings = Object.values(queuesTemplate.findResources('AWS::Lambda::EventSourceMapping')).filter(
      (mapping: Json) => mapping.Properties.FunctionName.Ref === logicalId(stack, worker.function),
    );
    expect(mappings).toHaveLength(1);
    const maximum = mappings[0]!.Properties.ScalingConfig.MaximumConcurrency as number;
    expect(maximum).toBeGreaterThanOrEqual(2);
    expect(maximum).toBeLessThanOrEqual(reserved);
  });

  it('reserve a small share of an account: 20 executions at most together', () => {
    expect(Object.values(workerConcurrency).reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(20);
  });
});

describe('runtime', () => {
  it('runs every function of the app on nodejs24.x, and the native-module layer is built for it', () => {
    const ours = [
      ...domains.map((d): [Template, Stack, AppFunction] => [api, built.stacks.api, built.stacks.api.functions[d]]),
      ...(Object.keys(queues) as QueueName[]).map((q): [Template, Stack, AppFunction] => [queuesTemplate, built.stacks.queues, built.stacks.queues.workers[q]]),
    ];
    for (const [template, stack, fn] of ours) {
      expect(template.findResources('AWS::Lambda::Function')[logicalId(stack, fn.function)]!.Properties.Runtime).toBe('nodejs24.x');
    }
    for (const layer of Object.values(queuesTemplate.findResources('AWS::Lambda::LayerVersion'))) {
      expect(layer.Properties.CompatibleRuntimes).toEqual(['nodejs24.x']);
    }
  });
});
