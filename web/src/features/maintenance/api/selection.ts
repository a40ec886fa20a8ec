import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { maintenanceKey } from './keys';

/** A plan for every item of a type or of a model: which one. */
export type PlanSelection = { dimension: 'type' | 'model'; value: string };

/** How many open items a plan for the type or model would cover (MaintenanceSelectionTooLarge beyond the limit). */
export const selectionCountQuery = (company: string, selection: PlanSelection) =>
  queryOptions({
    queryKey: [...maintenanceKey, 'selection', company, selection.dimension, selection.value],
    queryFn: ({ signal }) =>
      api.getAt('/company/{company}/maintenance/selection', {
        params: { company },
        query: selection.dimension === 'type' ? { itemType: selection.value } : { itemModel: selection.value },
        signal,
      }),
    enabled: selection.value.trim() !== '',
    retry: false,
  });

/**
 * The company's types and models to pick from: the analytics answer's (the largest 50 of each, from
 * the facet counts: docs/analytics.md); every plan with maintenance has analytics. Any other value
 * may still be typed.
 */
export const typesAndModelsQuery = (company: string) =>
  queryOptions({
    queryKey: [...maintenanceKey, 'types-and-models', company],
    queryFn: async ({ signal }) => {
      const answer = await api.getAt('/company/{company}/analytics', { params: { company }, signal });
      const values = (dimension: 'type' | 'model') => answer.dimensions[dimension].entries.map((entry) => ({ value: entry.key, label: entry.label, count: entry.count }));
      return { type: values('type'), model: values('model') };
    },
    retry: false,
    staleTime: 60_000,
  });
