import { env } from '../env';
import { fcmPush } from './fcm';
import { PushDeliveryError, type PushMessage, type PushResult, type PushSender } from './push-port';

export { PushDeliveryError, type PushMessage, type PushResult, type PushSender };

/**
 * The local stand-in: one POST per token to the push outbox (infra/local/push-outbox.ts), which
 * answers 404 UNREGISTERED for a token starting with `invalid-`, as FCM does for a dead token.
 */
export function outboxPush(outboxUrl: string): PushSender {
  return async (tokens, message) => {
    const invalidTokens: string[] = [];
    for (const token of tokens) {
      const answer = await fetch(`${outboxUrl.replace(/\/$/, '')}/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, ...message }),
      });
      if (answer.status === 404) invalidTokens.push(token);
      else if (!answer.ok) throw new PushDeliveryError(`push outbox answered ${answer.status}`);
    }
    return { invalidTokens };
  };
}

let sender: PushSender | undefined;

/**
 * Sends one message to each of a user's device tokens. Firebase Cloud Messaging in AWS; the push
 * outbox when PUSH_OUTBOX_URL is set (local stack and tests).
 */
export function sendPush(tokens: readonly string[], message: PushMessage): Promise<PushResult> {
  if (tokens.length === 0) return Promise.resolve({ invalidTokens: [] });
  const outbox = env().PUSH_OUTBOX_URL;
  sender ??= outbox ? outboxPush(outbox) : fcmPush();
  return sender(tokens, message);
}
