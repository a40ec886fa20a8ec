import { useTranslation } from 'react-i18next';
import { roleGroups } from '../../../../../shared/permissions';
import type { Role } from '../../../../../shared/roles';
import { maintenanceLimits } from '../../../../../shared/schemas/maintenance';
import { SelectionActionButton } from '../../../components/selection-action-button';
import { PlanDialog } from './plan-dialog';
import '../i18n';

interface AddPlanSelectionButtonProps {
  role: Role;
  companyId: string;
  /** The items picked one by one: the create route takes ids (up to its limit), never the list's filter. */
  ids: readonly string[];
}

/** The items list's bulk bar: "Add maintenance plan" opens the plan form for the picked items, a plan each. */
export function AddPlanSelectionButton({ role, companyId, ids }: AddPlanSelectionButtonProps) {
  const { t } = useTranslation('maintenance');
  if (!(roleGroups.staff as readonly Role[]).includes(role)) return null;
  return (
    <SelectionActionButton
      label={t('bulk_add')}
      shortLabel={t('bulk_add_short')}
      count={ids.length}
      max={maintenanceLimits.itemIdsMax}
      tooManyTitle={t('bulk_max', { max: maintenanceLimits.itemIdsMax })}
      testId="bulk-maintenance"
      dialog={(close) => <PlanDialog companyId={companyId} target={{ kind: 'add', itemIds: ids }} onClose={close} />}
    />
  );
}
