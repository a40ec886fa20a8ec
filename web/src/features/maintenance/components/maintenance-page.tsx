import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleGroups } from '../../../../../shared/permissions';
import type { Role } from '../../../../../shared/roles';
import { maintenanceLimits, type MaintenancePlan } from '../../../../../shared/schemas/maintenance';
import { AccessNotice, isAccessRefusal } from '../../../components/access-notice';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { Page } from '../../../components/page';
import { Pager } from '../../../components/pager';
import { duePlansQuery } from '../api/due-plans';
import type { PlanSelection } from '../api/selection';
import type { MaintenanceSearch } from '../maintenance-search';
import { DeletePlanDialog } from './delete-plan-dialog';
import { DoneDialog } from './done-dialog';
import { PlanDialog } from './plan-dialog';
import { PlanRow } from './plan-row';
import { SelectionDialog } from './selection-dialog';
import '../i18n';

interface MaintenancePageProps {
  role: Role;
  companyId: string;
  search: MaintenanceSearch;
  onSearchChange: (search: MaintenanceSearch) => void;
}

/**
 * The company's maintenance by due date: all, overdue, or due within N days; 20 a page; "Edit" and
 * "Done" on each; storekeepers and up add a plan for every item of a type or model.
 */
export function MaintenancePage({ role, companyId, search, onSearchChange }: MaintenancePageProps) {
  const { t } = useTranslation('maintenance');
  const list = useQuery(duePlansQuery(companyId, search));
  const [dialog, setDialog] = useState<{ kind: 'edit' | 'done' | 'delete'; plan: MaintenancePlan } | null>(null);
  const [adding, setAdding] = useState<{ step: 'select' } | { step: 'plan'; selection: PlanSelection & { count: number } } | null>(null);
  const refused = list.isError && isAccessRefusal(list.error);
  const manages = (roleGroups.staff as readonly Role[]).includes(role);
  const days = search.days ?? 30;
  const change = (next: Partial<MaintenanceSearch>) => onSearchChange({ ...search, page: undefined, ...next });

  return (
    <Page title={t('title')} testId="maintenance-page">
      {refused ? (
        <AccessNotice error={list.error} role={role} />
      ) : (
        <Stack gap="4">
          <Flex gap="3" wrap="wrap" align="center">
            <NativeSelect.Root recipe={nativeSelectSlotRecipe} width={{ base: 'full', sm: '220px' }} bg="white">
              <NativeSelect.Field
                aria-label={t('filter')}
                minH="44px"
                value={search.show ?? ''}
                onChange={(event) => change({ show: (event.target.value || undefined) as MaintenanceSearch['show'], days: undefined })}
                data-testid="maintenance-filter"
              >
                <option value="">{t('filter_all')}</option>
                <option value="overdue">{t('filter_overdue')}</option>
                <option value="within">{t('filter_within')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {search.show === 'within' ? (
              <Flex gap="2" align="center">
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={366}
                  bg="white"
                  width="100px"
                  minH="44px"
                  aria-label={t('days')}
                  value={days}
                  onChange={(event) => {
                    const value = Number(event.target.value);
                    if (Number.isInteger(value) && value >= 0 && value <= 366) change({ days: value });
                  }}
                  data-testid="maintenance-days"
                />
                <Text>{t('days')}</Text>
              </Flex>
            ) : null}
            {manages ? (
              <Button minH="44px" colorPalette="brand" ms={{ sm: 'auto' }} width={{ base: 'full', sm: 'auto' }} onClick={() => setAdding({ step: 'select' })} data-testid="maintenance-add-selection">
                {t('selection_add')}
              </Button>
            ) : null}
          </Flex>
          {list.isPending ? (
            <ListSkeleton rows={5} testId="maintenance-skeleton" />
          ) : !list.data || list.data.data.length === 0 ? (
            <EmptyState title={t('empty')} text={t('empty_text')} testId="maintenance-empty-list" />
          ) : (
            <Stack gap="3" aria-busy={list.isFetching} data-testid="maintenance-due-list">
              {list.data.data.map((plan) => (
                <PlanRow
                  key={plan._id}
                  plan={plan}
                  showItem
                  manages={manages}
                  onDone={() => setDialog({ kind: 'done', plan })}
                  onEdit={() => setDialog({ kind: 'edit', plan })}
                  onDelete={() => setDialog({ kind: 'delete', plan })}
                />
              ))}
            </Stack>
          )}
          {list.data ? (
            <Pager
              page={search.page ?? 1}
              pageSize={maintenanceLimits.duePageSize}
              total={list.data.count}
              onPageChange={(page) => onSearchChange({ ...search, page: page > 1 ? page : undefined })}
              testId="maintenance-pager"
            />
          ) : null}
        </Stack>
      )}
      {adding?.step === 'select' ? (
        <SelectionDialog companyId={companyId} onNext={(selection, count) => setAdding({ step: 'plan', selection: { ...selection, count } })} onClose={() => setAdding(null)} />
      ) : null}
      {adding?.step === 'plan' ? <PlanDialog companyId={companyId} target={{ kind: 'add', itemIds: [], selection: adding.selection }} onClose={() => setAdding(null)} /> : null}
      {dialog?.kind === 'edit' ? <PlanDialog companyId={companyId} target={{ kind: 'edit', plan: dialog.plan }} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'done' ? <DoneDialog companyId={companyId} plan={dialog.plan} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? <DeletePlanDialog companyId={companyId} plan={dialog.plan} onClose={() => setDialog(null)} /> : null}
    </Page>
  );
}
