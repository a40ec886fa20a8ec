import { api } from '../../lib/api-client';

/**
 * The item the tour's card steps open (spec): the first item of the list without a code, else the
 * first item; null when the company has none.
 */
export async function tourItemId(companyId: string): Promise<string | null> {
  const page = await api.getAt('/company/{company}/item', { params: { company: companyId }, query: { limit: 20, offset: 0, sort: '-created' } });
  const item = page.data.find((candidate) => !candidate.code) ?? page.data[0];
  return item?._id ?? null;
}
