import { queryOptions } from '@tanstack/react-query';
import { api, type AnswerOf } from '../../../lib/api-client';

export type Person = AnswerOf<'GET', '/company/{company}/user'>['data'][number];

/** The most people the pickers offer: the API's largest page. */
const peopleShown = 100;

/** The company's users, for the responsible-person pickers and filter. */
export const companyPeopleQuery = (company: string) =>
  queryOptions({
    queryKey: ['company-users', 'pickers', company],
    queryFn: ({ signal }) => api.getAt('/company/{company}/user', { params: { company }, query: { limit: peopleShown, offset: 0 }, signal }),
    select: (page) => page.data,
    staleTime: 60_000,
  });
