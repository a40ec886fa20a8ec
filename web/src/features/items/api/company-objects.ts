import { queryOptions } from '@tanstack/react-query';
import { api, type AnswerOf } from '../../../lib/api-client';

export type ItemObjects = AnswerOf<'GET', '/company/get/locations'>['data'];

/** The most objects the pickers offer: the API's largest page. */
const objectsShown = 100;

/** Objects with their locations, with ids, for the object and location pickers. */
export const companyObjectsQuery = (company: string) =>
  queryOptions({
    queryKey: ['objects', 'pickers', company],
    queryFn: ({ signal }) => api.get('/company/get/locations', { limit: objectsShown, offset: 0, withIds: 'true' }, signal),
    select: (page) => page.data,
    staleTime: 60_000,
  });
