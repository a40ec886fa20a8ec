import { inject } from 'vitest';

export interface SentSms {
  phoneNumber: string;
  message: string;
  at: string;
}

/** Text messages the local SMS outbox received for one phone, oldest first; waits briefly for them. */
export async function smsTo(phone: string, options: { atLeast?: number; timeoutMs?: number } = {}): Promise<SentSms[]> {
  const { atLeast = 1, timeoutMs = 5_000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = (await (await fetch(`${inject('localStack').sns}/messages`)).json()) as { messages: SentSms[] };
    const found = answer.messages.filter((sms) => sms.phoneNumber === phone);
    if (found.length >= atLeast || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The 5-digit code in the newest message to the phone. */
export async function lastCodeTo(phone: string, atLeast = 1): Promise<string> {
  const messages = await smsTo(phone, { atLeast });
  const code = /\b(\d{5})\b/.exec(messages.at(-1)?.message ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}
