import { useMutation } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';

export type UpdateSettingsRequest = BodyOf<'PUT', '/company/{id}/settings'>;

/** Changes some company settings (item form sections, confirmation mode, currency); answers them all. */
export function useUpdateSettings(company: string) {
  return useMutation({
    mutationFn: (body: UpdateSettingsRequest) => api.put('/company/{id}/settings', body, { params: { id: company } }),
  });
}
