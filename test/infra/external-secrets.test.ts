import { beforeAll, describe, expect, it } from 'vitest';
import { flittApiUrl } from '../../infra/stacks/access';
import { type ExternalSecret, externalSecrets } from '../../shared/resources';
import { type Json, logicalId, rolesMentioning, type SynthesizedApp, plainApp } from '../support/cdk';

/**
 * Who can read the external services' credentials (Flitt, Nova Poshta), from the synthesized
 * templates of the deployed app: exactly the domain functions whose shared/resources.ts access lists
 * the secret, read-only, and no other role of any stack; the ARN reaches only those functions.
 */

let app: SynthesizedApp;
beforeAll(() => {
  app = plainApp();
});

const secretId = (name: ExternalSecret) => logicalId(app.built.stacks.data, app.built.stacks.data.externalSecrets[name]);
const apiRole = (domain: 'payments' | 'requests') => `${app.built.stacks.api.stackName}/${logicalId(app.built.stacks.api, app.built.stacks.api.functions[domain].role)}`;

/** Every Lambda function of every stack, as stack/logical id, with its environment variables. */
function functionEnvironments(): Map<string, Json> {
  const all = new Map<string, Json>();
  for (const [stack, template] of app.templates) {
    for (const [id, fn] of Object.entries(template.findResources('AWS::Lambda::Function'))) all.set(`${stack.stackName}/${id}`, (fn.Properties.Environment?.Variables ?? {}) as Json);
  }
  return all;
}
const apiFunction = (domain: 'payments' | 'requests') => `${app.built.stacks.api.stackName}/${logicalId(app.built.stacks.api, app.built.stacks.api.functions[domain].function)}`;

const expectedReaders: Record<ExternalSecret, ('payments' | 'requests')[]> = { flitt: ['payments', 'requests'], novaPoshta: ['requests'] };

describe('external service secrets', () => {
  for (const name of Object.keys(expectedReaders) as ExternalSecret[]) {
    it(`${name}: read (GetSecretValue only) by exactly ${expectedReaders[name].join(' and ')}, by no other role of any stack`, () => {
      const readers = rolesMentioning(app.templates, secretId(name));
      expect([...readers.keys()].sort()).toEqual(expectedReaders[name].map(apiRole).sort());
      for (const actions of readers.values()) expect([...actions]).toEqual(['secretsmanager:GetSecretValue']);
      for (const template of app.templates.values()) {
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
    const data = app.templates.get(app.built.stacks.data)!;
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
