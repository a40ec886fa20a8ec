import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/toaster';
import { itemPlansQuery } from './api/item-plans';
import { maintenanceKey } from './api/keys';
import { localToday } from './maintenance-search';
import { openPlans, returnDoneBody, returnRecordFor } from './return-record';
import './i18n';

/** Items recorded at once (each is a read of its plans and a done call). */
const width = 4;

/** The items a finished bulk return returned: the selection but the ones it skipped. */
export function returnedIds(ids: readonly string[], job: { state: string; skips: { id: string }[] }): string[] {
  if (job.state !== 'done') return [];
  const skipped = new Set(job.skips.map((skip) => skip.id));
  return ids.filter((id) => !skipped.has(id));
}

/**
 * The bulk return's "record maintenance done": after the return succeeded, for each returned item its
 * first due plan is recorded done today with the plan's expected cost (docs/maintenance.md). Items
 * without a plan are passed over; a failed record leaves the return done and is counted in the warning.
 */
export function useRecordOnBulkReturn(companyId: string) {
  const { t } = useTranslation('maintenance');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  async function recordOne(itemId: string): Promise<'recorded' | 'none' | 'failed'> {
    try {
      const plans = await queryClient.fetchQuery({ ...itemPlansQuery(companyId, itemId), staleTime: 0 });
      const plan = openPlans(plans.data)[0];
      if (!plan) return 'none';
      const body = returnDoneBody(returnRecordFor(plan, ''), localToday());
      await api.post('/company/{company}/maintenance/items/{id}/plans/{planId}/done', body, { params: { company: companyId, id: itemId, planId: plan._id } });
      return 'recorded';
    } catch {
      return 'failed';
    }
  }

  async function record(itemIds: readonly string[]): Promise<void> {
    setPending(true);
    const outcomes: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < itemIds.length) outcomes.push(await recordOne(itemIds[next++]!));
    };
    try {
      await Promise.all(Array.from({ length: width }, worker));
    } finally {
      setPending(false);
      void queryClient.invalidateQueries({ queryKey: maintenanceKey });
    }
    const recorded = outcomes.filter((outcome) => outcome === 'recorded').length;
    const failed = outcomes.filter((outcome) => outcome === 'failed').length;
    if (recorded) notify.success(t('recorded_many', { number: recorded }));
    if (failed) notify.warning(t('record_failed_many', { number: failed }));
  }

  return { pending, record };
}
