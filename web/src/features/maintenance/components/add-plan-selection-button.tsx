import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleGroups } from '../../../../../shared/permissions';
import type { Role } from '../../../../../shared/roles';
import { maintenanceLimits } from '../../../../../shared/schemas/maintenance';
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
  const [open, setOpen] = useState(false);
  const tooMany = ids.length > maintenanceLimits.itemIdsMax;
  if (!(roleGroups.staff as readonly Role[]).includes(role)) return null;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        flexShrink={0}
        disabled={tooMany}
        title={tooMany ? t('bulk_max', { max: maintenanceLimits.itemIdsMax }) : undefined}
        aria-label={t('bulk_add')}
        onClick={() => setOpen(true)}
        data-testid="bulk-maintenance"
      >
        <Box as="span" hideBelow="lg">
          {t('bulk_add')}
        </Box>
        <Box as="span" hideFrom="lg">
          {t('bulk_add_short')}
        </Box>
      </Button>
      {open ? <PlanDialog companyId={companyId} target={{ kind: 'add', itemIds: ids }} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
