import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flittApiUrl } from '../../infra/stacks/access';
import { type AssetbookApp, buildApp } from '../../infra/stacks/build-app';
import { type ExternalSecret, externalSecrets } from '../../shared/resources';

/**
 * Who can read the external services' credentials (Flitt, Nova Poshta), from the synthesized
 * templates (bundling skipped): exactly the domain functions whose shared/resources.ts access lists
 * the secret, read-only, and no other role of any stack; the ARN reaches only those functions.
 */

type Json = Record<string, any>;
const tmp = mkdtempSync(join(tmpdir(), 'assetbook-external-secrets-'));
const webDist = join(tmp, 'web-dist');
mkdirSync(webDist, { recursive: true });
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>test</title>');

let built: AssetbookApp;
const templates = new Map<Stack, Template>();

beforeAll(() => {
  built = buildApp({ mailFromDomain: 'mail.assetbook-test.net', webDist }, { nag: false, appProps: { outdir: join(tmp, 'cdk.out'), context: { 'aws:cdk:bundling-stacks': [] } } });
  built.app.synth();
  for (const stack of Object.values(built.stacks)) templates.set(stack, Template.fromStack(stack));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const logicalId = (stack: Stack, construct: { node: { defaultChild?: unknown } }): string => stack.getLogicalId(construct.node.defaultChild as CfnElement);
const secretId = (name: ExternalSecret) => logicalId(built.stacks.data, built.stacks.data.externalSecrets[name]);
const apiRole = (domain: 'payments' | 'requests') => `${built.stacks.api.stackName}/${logicalId(built.stacks.api, built.stacks.api.functions[domain].role)}`;

/** Every role (as stack/logical id) whose IAM policies name `id`, with the actions of those statements. */
function rolesMentioning(id: string): Map<string, Set<string>> {
  const roles = new Map<string, Set<string>>();
  for (const [stack, template] of templates) {
    for (const policy of Object.values(template.findResources('AWS::IAM::Policy'))) {
      for (const statement of policy.Properties.PolicyDocument.Statement as Json[]) {
        if (!JSON.stringify(statement.Resource).includes(id)) continue;
        for (const role of policy.Properties.Roles as Json[]) {
          const name = `${stack.stackName}/${role.Ref}`;
          roles.set(name, new Set([...(roles.get(name) ?? []), ...[statement.Action].flat()]));
        }
      }
    }
  }
  return roles;
}

/** Every Lambda function of every stack, as stack/logical id, with its environment variables. */
function functionEnvironments(): Map<string, Json> {
  const all = new Map<string, Json>();
  for (const [stack, template] of templates) {
    for (const [id, fn] of Object.entries(template.findResources('AWS::Lambda::Function'))) all.set(`${stack.stackName}/${id}`, (fn.Properties.Environment?.Variables ?? {}) as Json);
  }
  return all;
}
const apiFunction = (domain: 'payments' | 'requests') => `${built.stacks.api.stackName}/${logicalId(built.stacks.api, built.stacks.api.functions[domain].function)}`;

const expectedReaders: Record<ExternalSecret, ('payments' | 'requests')[]> = { flitt: ['payments', 'requests'], novaPoshta: ['requests'] };

describe('external service secrets', () => {
  for (const name of Object.keys(expectedReaders) as ExternalSecret[]) {
    it(`${name}: read (GetSecretValue only) by exactly ${expectedReaders[name].join(' and ')}, by no other role of any stack`, () => {
      const readers = rolesMentioning(secretId(name));
      expect([...readers.keys()].sort()).toEqual(expectedReaders[name].map(apiRole).sort());
      for (const actions of readers.values()) expect([...actions]).toEqual(['secretsmanager:GetSecretValue']);
      for (const template of templates.values()) {
        for (const type of ['AWS::IAM::ManagedPolicy', 'AWS::IAM::Role']) expect(JSON.stringify(template.findResources(type))).not.toContain(secretId(name));
      }
    });

    it(`${name}: its ARN variable reaches only the functions that may read it`, () => {
      const variable = externalSecrets[name].envVar;
      const holders = [...functionEnvironments()].filter(([, env]) => variable in env).map(([fn]) => fn);
      expect(holders.sort()).toEqual(expectedReaders[name].map(apiFunction).sort());
      for (const fn of holders) expect(JSON.stringify(functionEnvironments().get(fn)![variable])).toContain(secretId(name));
    });
  }

  it("gives the payment provider's host to the functions holding its credentials", () => {
    for (const [fn, env] of functionEnvironments()) {
      expect(env.FLITT_API_URL, fn).toBe('FLITT_SECRET_ARN' in env ? flittApiUrl : undefined);
    }
  });

  it('are created in the Data stack with no value in the template, retained, with their ARNs as outputs', () => {
    const data = templates.get(built.stacks.data)!;
    const secrets = data.findResources('AWS::SecretsManager::Secret');
    const outputs = data.findOutputs('*');
    for (const name of Object.keys(externalSecrets) as ExternalSecret[]) {
      const secret = secrets[secretId(name)]!;
      expect(secret.Properties.SecretString).toBeUndefined();
      expect(secret.DeletionPolicy).toBe('Retain');
      const output = Object.values(outputs).find((o) => JSON.stringify(o.Value) === JSON.stringify({ Ref: secretId(name) }));
      expect(output?.Description, name).toMatch(/put-secret-value/);
    }
  });
});
