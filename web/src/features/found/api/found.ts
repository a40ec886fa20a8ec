import type { QueryClient } from '@tanstack/react-query';
import type { FoundAnswer } from '../../../../../shared/schemas/found';
import { api, isApiError, type BodyOf, type ClientErrorName } from '../../../lib/api-client';
import { itemByCodeQuery } from '../../../lib/api/item-by-code';
import { tokenStorage } from '../../../lib/storage';
import { currentUserQuery } from '../../auth/api/current-user';
import { codeDestination, type CodeDestination } from '../destination';

export type FoundPageData = { answer: FoundAnswer; error?: undefined } | { answer?: undefined; error: ClientErrorName };

function publicAnswer(code: string): Promise<FoundPageData> {
  return api.getAt('/found/{code}', { params: { code } }).then(
    (answer) => ({ answer }),
    (error: unknown) => ({ error: isApiError(error) ? error.error : 'InternalError' }),
  );
}

/** The signed-in user's own company's item with the code (null: none); null when there is no member to ask for. */
async function memberLookup(code: string, loadQueryClient: () => Promise<QueryClient>): Promise<{ itemId: string | null } | null> {
  if (!tokenStorage.has()) return null;
  try {
    const queryClient = await loadQueryClient();
    const user = await queryClient.ensureQueryData(currentUserQuery);
    if (!user.company || user.role === 'user') return null;
    const item = await queryClient.fetchQuery(itemByCodeQuery(user.company, code));
    return { itemId: item?._id ?? null };
  } catch {
    return null;
  }
}

/** Where `/q/<code>` leads, and the public page's data when it is the public page. */
export async function resolveCodePage(code: string, loadQueryClient: () => Promise<QueryClient>): Promise<{ destination: CodeDestination; data: FoundPageData | null }> {
  const member = await memberLookup(code, loadQueryClient);
  if (member?.itemId) return { destination: codeDestination(member, null), data: null };
  const data = await publicAnswer(code);
  return { destination: codeDestination(member, data.answer ?? null), data };
}

export function sendFoundMessage(code: string, body: BodyOf<'POST', '/found/{code}'>) {
  return api.post('/found/{code}', body, { params: { code } });
}
