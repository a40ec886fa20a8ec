import { useTranslation } from 'react-i18next';
import { roleGroups } from '../../../../../shared/permissions';
import type { Role } from '../../../../../shared/roles';
import { maintenanceLimits } from '../../../../../shared/schemas/maintenance';
import { SelectionActionButton } from '../../../components/selection-action-button';
import type { PlanMatching } from '../api/create-plan';
import { PlanDialog } from './plan-dialog';
import '../i18n';

interface AddPlanSelectionButtonProps {
  role: Role;
  companyId: string;
  /** The items picked one by one (the create route's ids, up to its limit of 100), or every item the list's query matches (up to 500). */
  selection: { ids: readonly string[] } | { matching: PlanMatching };
}

/** The items list's bulk bar: "Add maintenance plan" opens the plan form for the selected items, a plan each. */
export function AddPlanSelectionButton({ role, companyId, selection }: AddPlanSelectionButtonProps) {
  const { t } = useTranslation('maintenance');
  if (!(roleGroups.staff as readonly Role[]).includes(role)) return null;
  const matching = 'matching' in selection ? selection.matching : undefined;
  const ids = 'ids' in selection ? selection.ids : [];
  const max = matching ? maintenanceLimits.selectionMax : maintenanceLimits.itemIdsMax;
  return (
    <SelectionActionButton
      label={t('bulk_add')}
      shortLabel={t('bulk_add_short')}
      count={matching ? matching.count : ids.length}
      max={max}
      tooManyTitle={t('bulk_max', { max })}
      testId="bulk-maintenance"
      dialog={(close) => <PlanDialog companyId={companyId} target={{ kind: 'add', itemIds: ids, matching }} onClose={close} />}
    />
  );
}
