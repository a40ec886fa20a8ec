import { api } from '../../../lib/api-client';

/**
 * Ends this session on the server. The session may already be gone (a 401 here must not reload the
 * page), and signing out goes on whatever the answer.
 */
export async function endSession(): Promise<void> {
  try {
    await api.post('/auth/logout', undefined, { ignoreUnauthorized: true });
  } catch {
    // Ignored on purpose: the token is dropped in the browser either way.
  }
}
