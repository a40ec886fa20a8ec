import * as z from 'zod';
import { sessionAnswer } from './auth';
import { lazySchema } from './lazy';

/**
 * What password and Google sign-in answer (issue 27, docs/security.md "Second factor"): a session, or
 * the challenge of an account with a second factor. Apart from the factors' schemas
 * (./second-factor, ./passkeys), which only the factors function needs.
 */

export const secondFactorChallengeAnswer = lazySchema(() =>
  z
    .object({
      secondFactorRequired: z.literal(true),
      /** Opens POST /auth/login/second-factor only, for this account, for `expiresIn` seconds, once. */
      challenge: z.string(),
      expiresIn: z.number().int(),
      /** What the account may answer with: its app's code or a recovery code (totp, recovery_code), a passkey (passkey). */
      methods: z.array(z.enum(['totp', 'recovery_code', 'passkey'])),
    })
    .meta({ id: 'SecondFactorChallenge' }),
);
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeAnswer>;

/** What password and Google sign-in answer: a session, or the challenge of an account with a second factor. */
export const signInAnswer = lazySchema(() => z.union([sessionAnswer, secondFactorChallengeAnswer]).meta({ id: 'SignInAnswer' }));
