import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { limits } from '../../../../../shared/limits';
import { api, type AnswerOf } from '../../../lib/api-client';

export type ObjectsPage = AnswerOf<'GET', '/company/get/locations'>;

/** Every objects query starts with this key: a change to any object refreshes them all. */
export const objectsKey = ['objects'] as const;

/** A page of the company's objects with their locations (5 a page), with ids to edit them by. */
export const objectsListQuery = (company: string, page: number) =>
  queryOptions({
    queryKey: [...objectsKey, 'list', company, page],
    queryFn: ({ signal }) =>
      api.get(
        '/company/get/locations',
        { limit: limits.pageSize.locations, offset: (page - 1) * limits.pageSize.locations, withIds: 'true' },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
