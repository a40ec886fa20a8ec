import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from '../env';

let signingKey: Promise<Uint8Array> | undefined;

/**
 * The JWT signing key: from Secrets Manager in AWS (JWT_SECRET_ARN, fetched once per container),
 * or given directly as JWT_SECRET on the local stack and in tests.
 */
export function jwtSigningKey(): Promise<Uint8Array> {
  signingKey ??= loadSigningKey().catch((error: unknown) => {
    signingKey = undefined;
    throw error;
  });
  return signingKey;
}

async function loadSigningKey(): Promise<Uint8Array> {
  const { JWT_SECRET, JWT_SECRET_ARN } = env();
  if (JWT_SECRET) return new TextEncoder().encode(JWT_SECRET);
  if (!JWT_SECRET_ARN) throw new Error('Neither JWT_SECRET nor JWT_SECRET_ARN is set');
  const answer = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: JWT_SECRET_ARN }));
  if (!answer.SecretString || answer.SecretString.length < 32) throw new Error('The JWT secret is missing or too short');
  return new TextEncoder().encode(answer.SecretString);
}

/** A secret's current string value; null when the secret has no value yet (set by the operator after deploying). */
export async function secretString(secretId: string): Promise<string | null> {
  try {
    const answer = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretId }));
    return answer.SecretString ?? null;
  } catch (error) {
    if ((error as { name?: string }).name === 'ResourceNotFoundException') return null;
    throw error;
  }
}
