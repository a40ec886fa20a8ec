import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { limits } from '../../../../../shared/limits';
import { api, type AnswerOf, type BodyOf } from '../../../lib/api-client';
import { itemsKey } from '../../../lib/api/list-items';

export type CommentsPage = AnswerOf<'GET', '/company/{company}/item/{item}/comments'>;
export type ItemComment = CommentsPage['data'][number];
export type NewComment = BodyOf<'POST', '/company/{company}/item/{item}/comments'>;

const commentsKey = (company: string, item: string) => [...itemsKey, 'comments', company, item];

/** Newest first, 20 a page; "show older" loads the next page below. */
export function useItemComments(company: string, item: string) {
  return useInfiniteQuery({
    queryKey: commentsKey(company, item),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.getAt('/company/{company}/item/{item}/comments', { params: { company, item }, query: { offset: pageParam, limit: limits.pageSize.comments }, signal }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
  });
}

function useCommentsMutation<V, A>(company: string, item: string, call: (variables: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(company, item) }),
  });
}

export function useCreateComment(company: string, item: string) {
  return useCommentsMutation(company, item, (body: NewComment) => api.post('/company/{company}/item/{item}/comments', body, { params: { company, item } }));
}

export function useEditComment(company: string, item: string) {
  return useCommentsMutation(company, item, ({ id, message }: { id: string; message: string }) =>
    api.put('/company/{company}/item/{item}/comments/{id}', { message }, { params: { company, item, id } }),
  );
}
