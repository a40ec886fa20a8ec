import { inject } from 'vitest';
import type { PushedMessage } from '../../infra/local/push-outbox';

/** Push messages the local push outbox received for one device token, oldest first; waits briefly for them. */
export async function pushesTo(token: string, options: { atLeast?: number; timeoutMs?: number } = {}): Promise<PushedMessage[]> {
  const { atLeast = 1, timeoutMs = 5_000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = (await (await fetch(`${inject('localStack').push}/messages`)).json()) as { messages: PushedMessage[] };
    const found = answer.messages.filter((message) => message.token === token);
    if (found.length >= atLeast || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
