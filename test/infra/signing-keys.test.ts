import type { Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AssetbookApp } from '../../infra/stacks/build-app';
import type { AppFunction } from '../../infra/stacks/lambda';
import { signingKeyRotationDays } from '../../infra/stacks/signing-keys';
import { domainAccess } from '../../shared/resources';
import { domains } from '../../shared/routes';
import { type Json, logicalId, rolesMentioning as rolesIn, type SynthesizedApp, plainApp } from '../support/cdk';

/**
 * Who can read the session-token signing keys, from the deployed app's templates (only
 * policies and resources are looked at). The private-key secret must appear in the policies of
 * the issuing functions and the rotation function and nowhere else.
 */

let app: SynthesizedApp;
let built: AssetbookApp;
let templates: Map<Stack, Template>;

beforeAll(() => {
  app = plainApp();
  ({ built, templates } = app);
});

const keys = () => built.stacks.data.signingKeys;
const privateId = () => logicalId(built.stacks.data, keys().privateKeys);
const publicId = () => logicalId(built.stacks.data, keys().publicKeys);
const roleName = (stack: Stack, fn: AppFunction) => `${stack.stackName}/${logicalId(stack, fn.role)}`;

const rolesMentioning = (secretId: string) => rolesIn(templates, secretId);

function environmentOf(stack: Stack, fn: AppFunction): Json {
  return templates.get(stack)!.findResources('AWS::Lambda::Function')[logicalId(stack, fn.function)]!.Properties.Environment.Variables as Json;
}

describe('the private signing keys', () => {
  it('are readable by exactly the issuing functions (auth, factors, company) and the rotation function: no other role of any stack', () => {
    const api = built.stacks.api;
    const issuers = domains.filter((domain) => domainAccess[domain].tokens === 'issue');
    expect(issuers.sort()).toEqual(['auth', 'company', 'factors']);
    const expected = [...issuers.map((domain) => roleName(api, api.functions[domain])), roleName(built.stacks.data, keys().rotation)];
    const readers = rolesMentioning(privateId());
    expect([...readers.keys()].sort()).toEqual(expected.sort());
    for (const domain of issuers) expect([...readers.get(roleName(api, api.functions[domain]))!]).toEqual(['secretsmanager:GetSecretValue']);
    // No managed policy or inline role policy names it either.
    for (const template of templates.values()) {
      for (const type of ['AWS::IAM::ManagedPolicy', 'AWS::IAM::Role']) {
        expect(JSON.stringify(template.findResources(type))).not.toContain(privateId());
      }
    }
  });

  it('reach a domain function as an ARN only when it issues tokens', () => {
    const api = built.stacks.api;
    for (const domain of domains) {
      const env = environmentOf(api, api.functions[domain]);
      expect('JWT_PRIVATE_KEYS_SECRET_ARN' in env, domain).toBe(domainAccess[domain].tokens === 'issue');
      expect('JWT_PUBLIC_KEYS_SECRET_ARN' in env, domain).toBe(domainAccess[domain].tokens !== 'none');
    }
  });

  it('are written only by the rotation function, which rotates on a 30-day schedule and once when the schedule is created', () => {
    const data = templates.get(built.stacks.data)!;
    const [schedule, ...others] = Object.values(data.findResources('AWS::SecretsManager::RotationSchedule'));
    expect(others).toEqual([]);
    expect(schedule!.Properties.SecretId).toEqual({ Ref: privateId() });
    expect(schedule!.Properties.RotationLambdaARN).toEqual({ 'Fn::GetAtt': [logicalId(built.stacks.data, keys().rotation.function), 'Arn'] });
    expect(schedule!.Properties.RotationRules.ScheduleExpression).toBe(`rate(${signingKeyRotationDays} days)`);
    expect(schedule!.Properties.RotateImmediatelyOnUpdate).toBe(true);
    const permission = Object.values(data.findResources('AWS::Lambda::Permission')).find(
      (p) => JSON.stringify(p.Properties.FunctionName).includes(logicalId(built.stacks.data, keys().rotation.function)),
    );
    expect(permission?.Properties.Principal).toBe('secretsmanager.amazonaws.com');

    const rotation = roleName(built.stacks.data, keys().rotation);
    for (const secretId of [privateId(), publicId()]) {
      for (const [role, actions] of rolesMentioning(secretId)) {
        const writes = [...actions].filter((a) => /Put|Update|Delete|Rotate/.test(a));
        if (role !== rotation) expect(writes, role).toEqual([]);
        else expect(writes, secretId).toContain('secretsmanager:PutSecretValue');
      }
    }
  });

  it('are kept out of the templates: both secrets start from a generated placeholder and are retained', () => {
    const secrets = templates.get(built.stacks.data)!.findResources('AWS::SecretsManager::Secret');
    for (const id of [privateId(), publicId()]) {
      expect(secrets[id]!.Properties.SecretString).toBeUndefined();
      expect(JSON.parse(secrets[id]!.Properties.GenerateSecretString.SecretStringTemplate)).toEqual({ keys: [] });
      expect(secrets[id]!.DeletionPolicy).toBe('Retain');
    }
  });
});

describe('the public signing keys', () => {
  it('are readable by every function that verifies or issues tokens, and not by meta', () => {
    const api = built.stacks.api;
    const readers = rolesMentioning(publicId());
    for (const domain of domains) {
      const role = roleName(api, api.functions[domain]);
      expect(readers.has(role), domain).toBe(domainAccess[domain].tokens !== 'none');
      if (readers.has(role)) expect([...readers.get(role)!]).toEqual(['secretsmanager:GetSecretValue']);
    }
    expect(readers.has(roleName(built.stacks.data, keys().rotation))).toBe(true);
    expect(readers.size).toBe(domains.filter((d) => domainAccess[d].tokens !== 'none').length + 1);
  });
});
