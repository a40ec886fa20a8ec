import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type AnswerOf } from '../../../lib/api-client';

export type DataFilesPage = AnswerOf<'GET', '/company/{company}/datafiles'>;
export type DataFile = DataFilesPage['data'][number];

export const dataFilesKey = ['datafiles'] as const;
export const dataFilesPageSize = 10;

/** How often the history is read again while a file is still processing: the live progress bar. */
const pollMs = 1000;

/** A page of the company's uploaded files, newest first; polled while any of them is processing. */
export const dataFilesQuery = (company: string, page: number) =>
  queryOptions({
    queryKey: [...dataFilesKey, company, page],
    queryFn: ({ signal }) =>
      api.getAt('/company/{company}/datafiles', {
        params: { company },
        query: { limit: dataFilesPageSize, offset: (page - 1) * dataFilesPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some((file) => file.state === 'processing') ? pollMs : false),
  });
