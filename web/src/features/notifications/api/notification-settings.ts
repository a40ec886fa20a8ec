import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '../../../../../shared/schemas/notifications';
import { api, type BodyOf } from '../../../lib/api-client';

export const notificationSettingsQuery = queryOptions({
  queryKey: ['notification-settings'],
  queryFn: ({ signal }) => api.get('/notifications/settings', undefined, signal),
});

/** Switches e-mail for some kinds; the cache takes the saved settings the server answers. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'PUT', '/notifications/settings'>) => api.put('/notifications/settings', body),
    onSuccess: (saved: NotificationSettings) => queryClient.setQueryData(notificationSettingsQuery.queryKey, saved),
  });
}
