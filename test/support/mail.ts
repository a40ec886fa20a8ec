import { inject } from 'vitest';

export interface CapturedMail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  at: number;
}

/** E-mails captured by the local SES for one recipient, newest last; waits briefly for one to arrive. */
export async function mailsTo(address: string, options: { atLeast?: number; timeoutMs?: number } = {}): Promise<CapturedMail[]> {
  const { atLeast = 1, timeoutMs = 5_000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = (await (await fetch(`${inject('localStack').ses}/store`)).json()) as { emails: CapturedMail[] };
    const found = answer.emails.filter((mail) => mail.destination.to.some((to) => to.toLowerCase().includes(address.toLowerCase())));
    if (found.length >= atLeast || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in a captured e-mail's text that contains `pathPart`. */
export function linkIn(mail: CapturedMail, pathPart: string): string {
  const link = (mail.body.text ?? '').split(/\s+/).find((word) => word.startsWith('http') && word.includes(pathPart));
  if (!link) throw new Error(`No link with ${pathPart} in mail "${mail.subject}"`);
  return link;
}
