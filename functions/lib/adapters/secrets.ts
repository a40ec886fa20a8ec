import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from '../env';

/**
 * The token signing keys as JSON (functions/lib/auth/signing-keys.ts): given directly on the local
 * stack and in tests (JWT_PRIVATE_KEYS / JWT_PUBLIC_KEYS), read from Secrets Manager in AWS. A
 * verifying function has only the public secret's ARN, and its role can read nothing else.
 */
export async function signingKeysJson(kind: 'private' | 'public'): Promise<string> {
  const { JWT_PRIVATE_KEYS, JWT_PRIVATE_KEYS_SECRET_ARN, JWT_PUBLIC_KEYS, JWT_PUBLIC_KEYS_SECRET_ARN } = env();
  const [value, arn] = kind === 'private' ? [JWT_PRIVATE_KEYS, JWT_PRIVATE_KEYS_SECRET_ARN] : [JWT_PUBLIC_KEYS, JWT_PUBLIC_KEYS_SECRET_ARN];
  if (value) return value;
  if (!arn) throw new Error(`This function has no ${kind} signing keys (neither JWT_${kind.toUpperCase()}_KEYS nor its secret ARN is set)`);
  const stored = await secretString(arn);
  if (!stored) throw new Error(`The ${kind} signing-key secret has no value yet`);
  return stored;
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
