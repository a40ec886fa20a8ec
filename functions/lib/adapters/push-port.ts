/**
 * The push port: what a sender takes and answers, whichever sends (FCM in production, the push
 * outbox locally: push.ts chooses). Kept apart so the FCM adapter does not import its chooser.
 */

/** What a device shows: a title, a line of text, and the page a tap opens (an absolute URL). */
export interface PushMessage {
  title: string;
  body: string;
  link: string;
  /** String values the app may read (FCM's data payload takes strings only). */
  data: Record<string, string>;
}

/** Tokens the push service said are no longer valid: the caller forgets them. */
export interface PushResult {
  invalidTokens: string[];
}

export type PushSender = (tokens: readonly string[], message: PushMessage) => Promise<PushResult>;

/** The push service answered something other than success or a dead token (retry later). */
export class PushDeliveryError extends Error {
  override name = 'PushDeliveryError';
}
