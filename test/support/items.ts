import { api } from './api';
import type { companyOwner } from './factories';

export type Owner = Awaited<ReturnType<typeof companyOwner>>;

export const itemsPath = (owner: Owner) => `/company/${owner.company._id}/item`;

/** Creates items through the API (as the owner) and answers them; any refusal fails the test. */
export async function createItems(owner: Owner, body: Record<string, unknown>) {
  const answer = await api('POST', itemsPath(owner), { token: owner.token, body });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data as { _id: string; title: string }[];
}
