import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnv } from '../lib/env';
import { parsePrivateKeySet } from '../lib/auth/signing-keys';
import { handler, type RotationEvent, rotationStep } from './signing-key-rotation';

/** Secrets Manager as the rotation function sees it: versions with staging labels, for the private and the public secret. */
class FakeSecrets {
  readonly versions = new Map<string, { value?: string; stages: string[] }>();
  published: string[] = [];
  constructor(initial: string) {
    this.versions.set('v0', { value: initial, stages: ['AWSCURRENT'] });
  }

  /** What Secrets Manager does before the first step: a pending version without a value. */
  startRotation(token: string): void {
    this.versions.set(token, { stages: ['AWSPENDING'] });
  }

  current(): string {
    return [...this.versions.values()].find((v) => v.stages.includes('AWSCURRENT'))!.value!;
  }

  readonly client = {
    send: async (command: { constructor: { name: string }; input: Record<string, any> }) => {
      const input = command.input;
      const notFound = () => Object.assign(new Error('not found'), { name: 'ResourceNotFoundException' });
      switch (command.constructor.name) {
        case 'DescribeSecretCommand':
          return { VersionIdsToStages: Object.fromEntries([...this.versions].map(([id, v]) => [id, v.stages])) };
        case 'GetSecretValueCommand': {
          if (input.SecretId === 'public') {
            if (!this.published.length) throw notFound();
            return { SecretString: this.published.at(-1) };
          }
          const found = [...this.versions].find(([id, v]) => (!input.VersionId || id === input.VersionId) && v.stages.includes(input.VersionStage ?? 'AWSCURRENT'));
          if (!found?.[1].value) throw notFound();
          return { SecretString: found[1].value };
        }
        case 'PutSecretValueCommand':
          if (input.SecretId === 'public') this.published.push(input.SecretString);
          else this.versions.set(input.ClientRequestToken, { value: input.SecretString, stages: input.VersionStages });
          return {};
        case 'UpdateSecretVersionStageCommand': {
          this.versions.get(input.RemoveFromVersionId)!.stages = [];
          this.versions.get(input.MoveToVersionId)!.stages = ['AWSCURRENT'];
          return {};
        }
        default:
          throw new Error(`unexpected ${command.constructor.name}`);
      }
    },
  } as unknown as SecretsManagerClient;
}

const steps: RotationEvent['Step'][] = ['createSecret', 'setSecret', 'testSecret', 'finishSecret'];
const event = (step: RotationEvent['Step'], token: string): RotationEvent => ({ Step: step, SecretId: 'private', ClientRequestToken: token });

async function rotate(secrets: FakeSecrets, token: string, now: Date): Promise<void> {
  secrets.startRotation(token);
  for (const step of steps) await rotationStep(secrets.client, event(step, token), 'public', now);
}

const kids = (json: string) => (JSON.parse(json) as { keys: { kid: string }[] }).keys.map((k) => k.kid);

const logLevel = process.env.LOG_LEVEL;
beforeAll(() => {
  process.env.LOG_LEVEL = 'silent';
  resetEnv();
});
afterAll(() => {
  if (logLevel === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = logLevel;
  resetEnv();
});

describe('signing key rotation', () => {
  it('creates the first key from the placeholder the secret is deployed with', async () => {
    const secrets = new FakeSecrets('{"keys":[],"placeholder":"generated"}');
    await rotate(secrets, 't1', new Date('2026-01-01T00:00:00Z'));
    const set = parsePrivateKeySet(secrets.current());
    expect(set.keys).toHaveLength(1);
    expect(kids(secrets.published.at(-1)!)).toEqual([set.keys[0]!.kid]);
    expect(secrets.published.at(-1)).not.toContain('"d"');
  });

  it('publishes the new public key before the key becomes current for signing, and keeps the previous one', async () => {
    const secrets = new FakeSecrets('{"keys":[]}');
    await rotate(secrets, 't1', new Date('2026-01-01T00:00:00Z'));
    const first = parsePrivateKeySet(secrets.current()).keys[0]!.kid;

    secrets.startRotation('t2');
    const now = new Date('2026-01-31T00:00:00Z');
    await rotationStep(secrets.client, event('createSecret', 't2'), 'public', now);
    // Retried by Secrets Manager: the pending key is not generated again.
    const pending = secrets.versions.get('t2')!.value;
    await rotationStep(secrets.client, event('createSecret', 't2'), 'public', now);
    expect(secrets.versions.get('t2')!.value).toBe(pending);
    const second = parsePrivateKeySet(pending!).keys.at(-1)!.kid;

    await rotationStep(secrets.client, event('setSecret', 't2'), 'public', now);
    expect(kids(secrets.published.at(-1)!)).toEqual([first, second]);
    // Published, but issuers still read the old current set.
    expect(parsePrivateKeySet(secrets.current()).keys.map((k) => k.kid)).toEqual([first]);

    await rotationStep(secrets.client, event('testSecret', 't2'), 'public', now);
    await rotationStep(secrets.client, event('finishSecret', 't2'), 'public', now);
    expect(parsePrivateKeySet(secrets.current()).keys.map((k) => k.kid)).toEqual([first, second]);
    // Finishing twice changes nothing.
    await rotationStep(secrets.client, event('finishSecret', 't2'), 'public', now);

    await rotate(secrets, 't3', new Date('2026-03-02T00:00:00Z'));
    const third = parsePrivateKeySet(secrets.current()).keys.at(-1)!.kid;
    expect(kids(secrets.published.at(-1)!)).toEqual([second, third]);
  });

  it('fails the test step when the published keys do not verify the new key', async () => {
    const secrets = new FakeSecrets('{"keys":[]}');
    secrets.startRotation('t1');
    await rotationStep(secrets.client, event('createSecret', 't1'), 'public');
    secrets.published.push('{"keys":[]}');
    await expect(rotationStep(secrets.client, event('testSecret', 't1'), 'public')).rejects.toThrow(/do not verify/);
  });

  it('rotates only the secret it was deployed for', async () => {
    process.env.JWT_PRIVATE_KEYS_SECRET_ARN = 'arn:private';
    resetEnv();
    try {
      await expect(handler(event('createSecret', 't1'))).rejects.toThrow(/Refusing to rotate private/);
    } finally {
      delete process.env.JWT_PRIVATE_KEYS_SECRET_ARN;
      resetEnv();
    }
  });
});
