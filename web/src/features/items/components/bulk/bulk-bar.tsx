import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../../../shared/roles';
import type { ItemSort } from '../../../../../../shared/schemas/items';
import { useAmounts } from '../../../../components/use-amounts';
import { itemsKey, type ItemsFilters } from '../../../../lib/api/list-items';
import { bulkActions, mayUseBulk, type BulkAction } from '../../../../lib/item-access';
import type { BulkJob } from '../../api/bulk-action';
import { bulkFilterOf, isEmpty, selectedCount, selectionBody, type ItemsSelection } from '../../selection';
import { BulkActionDialog } from './bulk-action-dialog';
import { BulkJobDialog } from './bulk-job-dialog';
import '../../../../components/lists-i18n';
import '../../i18n';

interface BulkBarProps {
  role: Role;
  companyId: string;
  /** The plan has objects: without them, "Change location" is shown off. */
  withObjects: boolean;
  /** The plan has maintenance: without it, no "Add maintenance plan". */
  withMaintenance: boolean;
  selection: ItemsSelection;
  /** The count of the list's query (what "all matching" holds). */
  total: number;
  /** The list's query, which "all matching" sends. */
  sort: ItemSort;
  filters: ItemsFilters;
  onClear: () => void;
}

/** The bookings feature's button and dialog load with the first selection, not with the list. */
const BookSelectionButton = lazy(() => import('../../../bookings/components/book-selection-button').then((module) => ({ default: module.BookSelectionButton })));
/** Likewise the maintenance feature's "Add maintenance plan". */
const AddPlanSelectionButton = lazy(() =>
  import('../../../maintenance/components/add-plan-selection-button').then((module) => ({ default: module.AddPlanSelectionButton })),
);

const danger = (action: BulkAction) => action === 'delete' || action === 'ban';
/** A wide screen's buttons; the other actions are in its "More actions" menu. */
const buttonActions: readonly BulkAction[] = ['labels', 'move', 'place', 'repair'];

/**
 * The bar of bulk actions for the list's selection: how many are selected, Clear, and the actions
 * the role may use. On a wide screen the common actions are buttons and the rest a menu; on a phone
 * the bar keeps to one line (the count, Clear and an Actions menu). It sticks to the bottom of the
 * screen while the list is on it.
 * Each action opens its dialog; the job it starts shows in the job dialog, which outlives the
 * selection (a finished job clears it).
 */
export function BulkBar({ role, companyId, withObjects, withMaintenance, selection, total, sort, filters, onClear }: BulkBarProps) {
  const { t } = useTranslation('items');
  const { count } = useAmounts();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<BulkAction | null>(null);
  const [job, setJob] = useState<BulkJob | null>(null);
  const actions = bulkActions.filter((action) => mayUseBulk(role, action));
  const shownAsButtons = actions.filter((action) => buttonActions.includes(action));
  const inMoreMenu = actions.filter((action) => !buttonActions.includes(action));
  const matching = selection.kind === 'matching';
  const selected = selectedCount(selection, total);
  const off = (action: BulkAction) => action === 'place' && !withObjects;

  const finished = (done: BulkJob) => {
    void queryClient.invalidateQueries({ queryKey: itemsKey });
    // A failed job keeps the selection, so the rest can be tried again.
    if (done.state === 'done') onClear();
  };

  return (
    <>
      {isEmpty(selection) || actions.length === 0 ? null : (
        <Flex
          role="toolbar"
          aria-label={t('bulk.actions_menu')}
          position="sticky"
          bottom={{ base: '0', lg: '4' }}
          // Clear of the desktop's support button in the corner.
          me={{ lg: '16' }}
          zIndex="sticky"
          align="center"
          gap="2"
          wrap={{ base: 'nowrap', lg: 'wrap' }}
          bg="white"
          borderWidth="1px"
          borderColor="brand.emphasized"
          borderRadius="lg"
          boxShadow="lg"
          px="3"
          py="2"
          data-testid="bulk-bar"
        >
          <Text fontWeight="semibold" flex={{ base: '1', lg: '0 0 auto' }} minW="0" truncate data-testid="bulk-bar-count">
            {matching ? t('bulk.all_selected', { number: count(selected) }) : t('bulk.selected', { number: count(selected) })}
          </Text>
          <Button variant="ghost" size="sm" flexShrink={0} onClick={onClear} data-testid="bulk-bar-clear">
            {t('bulk.clear')}
          </Button>
          {/* A booking takes items named one by one (at most 20), never "all matching"; maintenance plans take either (100 named, 500 matching). */}
          <Suspense fallback={null}>
            {selection.kind === 'ids' ? <BookSelectionButton role={role} companyId={companyId} ids={selection.ids} /> : null}
            {withMaintenance ? (
              <AddPlanSelectionButton
                role={role}
                companyId={companyId}
                selection={selection.kind === 'ids' ? { ids: selection.ids } : { matching: { filter: bulkFilterOf(sort, filters), count: selected } }}
              />
            ) : null}
          </Suspense>
          <Box hideBelow="lg" w="1px" alignSelf="stretch" bg="border" mx="1" />
          {shownAsButtons.map((action) => (
            <Button
              key={action}
              hideBelow="lg"
              size="sm"
              variant={action === 'labels' ? 'solid' : 'outline'}
              colorPalette={action === 'labels' ? 'brand' : undefined}
              disabled={off(action)}
              title={off(action) ? t('action_off.plan') : undefined}
              onClick={() => setOpen(action)}
              data-testid={`bulk-action-${action}`}
            >
              {t(`bulk.actions.${action}`)}
            </Button>
          ))}
          {inMoreMenu.length > 0 ? (
            <Box hideBelow="lg">
              <ActionsMenu label={t('more_actions', { ns: 'lists' })} actions={inMoreMenu} off={off} onSelect={setOpen} testId="bulk-bar-more" />
            </Box>
          ) : null}
          <Box hideFrom="lg" flexShrink={0}>
            <ActionsMenu label={t('bulk.actions_menu')} actions={actions} off={off} onSelect={setOpen} primary testId="bulk-bar-menu" />
          </Box>
        </Flex>
      )}
      {open ? (
        <BulkActionDialog
          action={open}
          role={role}
          companyId={companyId}
          withObjects={withObjects}
          selection={selectionBody(selection, sort, filters)}
          count={selected}
          matching={matching}
          onClose={() => setOpen(null)}
          onStarted={(started) => {
            setOpen(null);
            setJob(started);
          }}
        />
      ) : null}
      {job ? (
        <BulkJobDialog
          key={job._id}
          companyId={companyId}
          job={job}
          onFinished={finished}
          onClose={() => {
            // A job left running goes on; the list shows what it has changed so far.
            if (job.state !== 'done') void queryClient.invalidateQueries({ queryKey: itemsKey });
            setJob(null);
          }}
        />
      ) : null}
    </>
  );
}

interface ActionsMenuProps {
  label: string;
  actions: readonly BulkAction[];
  off: (action: BulkAction) => boolean;
  onSelect: (action: BulkAction) => void;
  primary?: boolean;
  testId: string;
}

/** Actions behind a button: all of them on a phone, the less common ones on a wide screen. */
function ActionsMenu({ label, actions, off, onSelect, primary, testId }: ActionsMenuProps) {
  const { t } = useTranslation('items');
  return (
    <Menu.Root recipe={menuSlotRecipe} onSelect={(details) => onSelect(details.value as BulkAction)} positioning={{ placement: 'top-end' }}>
      <Menu.Trigger asChild>
        <Button size="sm" variant={primary ? 'solid' : 'outline'} colorPalette={primary ? 'brand' : undefined} data-testid={testId}>
          {label}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="220px" maxW="calc(100vw - 24px)" data-testid={`${testId}-content`}>
            {actions.map((action) => (
              <Menu.Item
                key={action}
                value={action}
                minH="44px"
                disabled={off(action)}
                color={danger(action) && !off(action) ? 'red.fg' : undefined}
                title={off(action) ? t('action_off.plan') : undefined}
                data-testid={`bulk-menu-${action}`}
              >
                {t(`bulk.actions.${action}`)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
