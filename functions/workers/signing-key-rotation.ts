import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { sign, verify } from 'node:crypto';
import { env, required } from '../lib/env';
import { createLogger } from '../lib/http/logger';
import { currentSigningKey, parsePrivateKeySet, publicKeySet, publicKeysByKid, rotateKeySet } from '../lib/auth/signing-keys';

/**
 * Rotation function of the private signing-key secret, called by Secrets Manager in its four steps
 * (every 30 days, once when the schedule is created, and on `aws secretsmanager rotate-secret`):
 * createSecret adds a new key to a pending version, setSecret publishes the pending set's public keys,
 * testSecret checks the published set verifies the new key, finishSecret makes the pending version
 * current. Issuers read only the current version, so a new key is public before anything is signed
 * with it. docs/security.md, "Signing keys".
 */

export interface RotationEvent {
  Step: 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret';
  SecretId: string;
  ClientRequestToken: string;
}

type Send = Pick<SecretsManagerClient, 'send'>;

/** Keys stay published this long after they stop signing: the longest token lifetime and a day for caches and clocks. */
export function overlapHours(): number {
  return env().SESSION_TTL_HOURS + 24;
}

async function pendingSet(client: Send, secretId: string, token: string) {
  const pending = await client.send(new GetSecretValueCommand({ SecretId: secretId, VersionId: token, VersionStage: 'AWSPENDING' }));
  return parsePrivateKeySet(pending.SecretString ?? '');
}

export async function rotationStep(client: Send, event: RotationEvent, publicSecretId: string, now = new Date()): Promise<void> {
  const { SecretId: secretId, ClientRequestToken: token } = event;
  const described = await client.send(new DescribeSecretCommand({ SecretId: secretId }));
  const stages = described.VersionIdsToStages?.[token];
  if (!stages) throw new Error(`Version ${token} of the signing-key secret does not exist`);
  if (stages.includes('AWSCURRENT')) return;
  if (!stages.includes('AWSPENDING')) throw new Error(`Version ${token} of the signing-key secret is not pending rotation`);

  switch (event.Step) {
    case 'createSecret': {
      // A retried step finds its pending value already there.
      const existing = await client
        .send(new GetSecretValueCommand({ SecretId: secretId, VersionId: token, VersionStage: 'AWSPENDING' }))
        .catch((error: unknown) => {
          if ((error as { name?: string }).name === 'ResourceNotFoundException') return undefined;
          throw error;
        });
      if (existing?.SecretString) return;
      const current = await client.send(new GetSecretValueCommand({ SecretId: secretId, VersionStage: 'AWSCURRENT' }));
      const { set, added } = rotateKeySet(parsePrivateKeySet(current.SecretString ?? '{"keys":[]}'), overlapHours(), now);
      await client.send(new PutSecretValueCommand({ SecretId: secretId, ClientRequestToken: token, SecretString: JSON.stringify(set), VersionStages: ['AWSPENDING'] }));
      createLogger({ step: event.Step }).info('signing key created', { kid: added.kid, keys: set.keys.length });
      return;
    }
    case 'setSecret': {
      const set = await pendingSet(client, secretId, token);
      await client.send(new PutSecretValueCommand({ SecretId: publicSecretId, SecretString: JSON.stringify(publicKeySet(set)) }));
      return;
    }
    case 'testSecret': {
      const key = currentSigningKey(await pendingSet(client, secretId, token));
      const published = await client.send(new GetSecretValueCommand({ SecretId: publicSecretId }));
      const publicKey = publicKeysByKid(published.SecretString ?? '{}').get(key.kid);
      const probe = Buffer.from(`rotation test ${token}`);
      const signature = sign('sha256', probe, { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
      if (!publicKey || !verify('sha256', probe, { key: publicKey, dsaEncoding: 'ieee-p1363' }, signature)) {
        throw new Error(`The published public keys do not verify the new key ${key.kid}`);
      }
      // The published set is read by every verifying function: no private member may be in it.
      const jwks = JSON.parse(published.SecretString ?? '{}') as { keys?: Record<string, unknown>[] };
      if ((jwks.keys ?? []).some((jwk) => 'd' in jwk)) throw new Error('The published key set holds private key material');
      return;
    }
    case 'finishSecret': {
      const currentVersion = Object.entries(described.VersionIdsToStages ?? {}).find(([, s]) => s.includes('AWSCURRENT'))?.[0];
      await client.send(
        new UpdateSecretVersionStageCommand({ SecretId: secretId, VersionStage: 'AWSCURRENT', MoveToVersionId: token, RemoveFromVersionId: currentVersion }),
      );
      createLogger({ step: event.Step }).info('signing key rotation finished', { version: token });
      return;
    }
  }
}

export async function handler(event: RotationEvent): Promise<void> {
  // Only the secret this function was deployed for (its ARN is the one in its environment).
  if (event.SecretId !== required('JWT_PRIVATE_KEYS_SECRET_ARN')) throw new Error(`Refusing to rotate ${event.SecretId}`);
  await rotationStep(new SecretsManagerClient({}), event, required('JWT_PUBLIC_KEYS_SECRET_ARN'));
}
