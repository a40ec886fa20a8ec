import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleGroups } from '../../../../../shared/permissions';
import type { Role } from '../../../../../shared/roles';
import type { MaintenancePlan } from '../../../../../shared/schemas/maintenance';
import { AccessNotice, isAccessRefusal } from '../../../components/access-notice';
import { itemPlansQuery } from '../api/item-plans';
import { DeletePlanDialog } from './delete-plan-dialog';
import { DoneDialog } from './done-dialog';
import { MaintenanceLog } from './maintenance-log';
import { PlanDialog } from './plan-dialog';
import { PlanRow } from './plan-row';
import '../i18n';

interface ItemMaintenanceSectionProps {
  companyId: string;
  item: { _id: string; title: string; status: string };
  viewer: { role: Role };
}

type Dialog = { kind: 'add' } | { kind: 'edit' | 'done' | 'delete'; plan: MaintenancePlan };

/** The item card's maintenance: its plans with their next due dates, "Add plan", "Edit", "Done", and the log. A plan without the feature shows the notice. */
export function ItemMaintenanceSection({ companyId, item, viewer }: ItemMaintenanceSectionProps) {
  const { t } = useTranslation('maintenance');
  const plans = useQuery(itemPlansQuery(companyId, item._id));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const manages = (roleGroups.staff as readonly Role[]).includes(viewer.role);
  const refused = plans.isError && isAccessRefusal(plans.error);
  return (
    <Card.Root as="section" data-testid="item-maintenance">
      <Card.Header flexDirection="row" justifyContent="space-between" alignItems="center" gap="2" flexWrap="wrap">
        <Card.Title as="h2" fontSize="lg">
          {t('section')}
        </Card.Title>
        {manages && !refused && item.status !== 'decommissioned' ? (
          <Button minH="44px" colorPalette="brand" onClick={() => setDialog({ kind: 'add' })} data-testid="maintenance-add">
            {t('add')}
          </Button>
        ) : null}
      </Card.Header>
      <Card.Body>
        {refused ? (
          <AccessNotice error={plans.error} role={viewer.role} />
        ) : (
          <Stack gap="4">
            {plans.data && plans.data.data.length > 0 ? (
              <Stack gap="3">
                {plans.data.data.map((plan) => (
                  <PlanRow
                    key={plan._id}
                    plan={plan}
                    manages={manages}
                    onDone={() => setDialog({ kind: 'done', plan })}
                    onEdit={() => setDialog({ kind: 'edit', plan })}
                    onDelete={() => setDialog({ kind: 'delete', plan })}
                  />
                ))}
              </Stack>
            ) : (
              <Text color="fg.muted" fontSize="sm" data-testid="maintenance-empty">
                {t('item_empty')}
              </Text>
            )}
            <MaintenanceLog companyId={companyId} itemId={item._id} />
          </Stack>
        )}
      </Card.Body>
      {dialog?.kind === 'add' ? <PlanDialog companyId={companyId} target={{ kind: 'add', itemIds: [item._id], itemTitle: item.title }} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? <PlanDialog companyId={companyId} target={{ kind: 'edit', plan: dialog.plan }} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'done' ? <DoneDialog companyId={companyId} plan={dialog.plan} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? <DeletePlanDialog companyId={companyId} plan={dialog.plan} onClose={() => setDialog(null)} /> : null}
    </Card.Root>
  );
}
