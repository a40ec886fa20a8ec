import { api, type AnswerOf } from '../../../lib/api-client';

export type StocktakingReport = AnswerOf<'GET', '/company/{company}/stocktaking/{id}/report'>;

/** Asks for the results as xlsx: state processing until the export worker has built it, then a link. */
export const requestStocktakingReport = (company: string, id: string) =>
  api.getAt('/company/{company}/stocktaking/{id}/report', { params: { company, id } });

interface PollOptions {
  /** Between two asks while the file is being built. */
  intervalMs: number;
  /** The screen is gone: stop asking, answer null. */
  stopped: () => boolean;
  wait?: (ms: number) => Promise<unknown>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks until the report is ready and answers its link (null when stopped first). A failed ask throws:
 * the caller shows the API's message.
 */
export async function reportLink(ask: () => Promise<StocktakingReport>, { intervalMs, stopped, wait = sleep }: PollOptions): Promise<string | null> {
  for (;;) {
    const answer = await ask();
    if (stopped()) return null;
    if (answer.state === 'ready' && answer.url) return answer.url;
    await wait(intervalMs);
    if (stopped()) return null;
  }
}
