import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every notifications query starts with this key, so a change refreshes the bell and the popup together. */
export const notificationsKey = ['notifications'] as const;

/** Spec: the bell's badge. Polled every 30 s while the tab is visible (bell.tsx). */
export const unreadCountQuery = queryOptions({
  queryKey: [...notificationsKey, 'unread'],
  queryFn: ({ signal }) => api.get('/notifications/unread', undefined, signal),
});

/** The newest notifications (the popup's first page), or only the unread ones. */
export const latestNotificationsQuery = (unread = false) =>
  queryOptions({
    queryKey: [...notificationsKey, 'latest', unread],
    queryFn: ({ signal }) => api.get('/notifications', { limit: 10, offset: 0, ...(unread ? { unread: 'true' as const } : {}) }, signal),
  });

/** Marks one notification read, or all of them (id undefined); the bell and the popup refresh. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      id === undefined ? api.patch('/notifications/read', undefined) : api.patch('/notifications/{id}/read', undefined, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
