import { Alert } from '@chakra-ui/react/alert';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Center } from '@chakra-ui/react/center';
import { DataList } from '@chakra-ui/react/data-list';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { badgeRecipe, dataListSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '../../../../../shared/schemas/items';
import type { CurrentUser } from '../../../../../shared/schemas/users';
import { CollapseIcon } from '../../../components/icons';
import { itemLabel, quantityText, unitName } from '../../../components/item-text';
import { useAmounts } from '../../../components/use-amounts';
import { useFormatDateTime } from '../../../components/use-format-date';
import { itemsKey } from '../../../lib/api/list-items';
import { equipmentActions, mayUse, statusAllows, type ItemDialogAction } from '../../../lib/item-access';
import { itemDetailQuery } from '../api/item-detail';
import { roleGroups } from '../../../../../shared/permissions';
import { cardActionsLayout } from '../card-actions';
import { lastListSearch } from '../list-state';
import { CardActionsBar } from './card-actions-bar';
import { ItemDialog } from './dialogs/item-dialog';
import { ItemComments } from './comments/item-comments';
import { ItemHistory, ItemTransfers } from './item-history';
import { ItemPhotos } from './photos/item-photos';
import { ScheduleNote } from './schedule-note';
import { StatusBadge } from './status-badge';
import '../i18n';
import { QrLabelButton } from '../../labels/components/qr-label-button';
import { NfcWriteButton } from '../../scan/components/nfc-write-button';
import { ItemBookingsSection } from '../../bookings/components/item-bookings-section';
import { ItemMaintenanceSection } from '../../maintenance/components/item-maintenance-section';
import { BookValueBlock } from '../../depreciation/components/book-value-block';

interface ItemDetailProps {
  viewer: CurrentUser;
  companyId: string;
  itemId: string;
  currency: string;
  withObjects: boolean;
  /** The plan's `equipment` feature; without it the card offers no mounting (the server would refuse). */
  withEquipment?: boolean;
  /** The plan's `storage` feature: photo upload (not on Free). */
  withPhotos?: boolean;
}

/** Spec: the item's fields and status, its actions (each a dialog), its history and its transfers. */
export function ItemDetail({ viewer, companyId, itemId, currency, withObjects, withEquipment = true, withPhotos = true }: ItemDetailProps) {
  const { t } = useTranslation('items');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formatDate = useFormatDateTime();
  const { price } = useAmounts();
  const query = itemDetailQuery(companyId, itemId);
  const detail = useQuery(query);
  const [action, setAction] = useState<{ name: ItemDialogAction; child?: Item; focus?: 'depreciation' } | null>(null);

  const back = (
    <Link asChild alignSelf="flex-start" color="fg.muted" fontSize="sm">
      <RouterLink to="/items" search={lastListSearch.get(companyId)}>
        <CollapseIcon />
        {t('back')}
      </RouterLink>
    </Link>
  );

  if (detail.isPending) {
    return (
      <Center py="16">
        <Spinner color="brand.solid" />
      </Center>
    );
  }
  if (detail.isError) {
    return (
      <Stack gap="5" data-testid="item-detail-error">
        {back}
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('load_error')}</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  }

  const item = detail.data;
  const closed = item.status === 'decommissioned';
  const inactive = item.status === 'inactive';
  const offered = (name: ItemDialogAction) =>
    mayUse(viewer.role, name) && (name !== 'place' || withObjects) && (withEquipment || !equipmentActions.includes(name));
  const actions = cardActionsLayout({ role: viewer.role, item, plan: { objects: withObjects, equipment: withEquipment } });
  const leave = (to: { id: string; gone?: boolean } | 'list') => {
    if (to === 'list') {
      void navigate({ to: '/items', search: lastListSearch.get(companyId) }).then(() => queryClient.removeQueries({ queryKey: query.queryKey }));
    } else if (to.gone) {
      // This item is gone: its card, history and transfers leave the cache once the page has left it.
      void navigate({ to: '/items/$id', params: { id: to.id } }).then(() =>
        queryClient.removeQueries({ queryKey: itemsKey, predicate: (cached) => cached.queryKey.includes(itemId) }),
      );
    } else {
      void navigate({ to: '/items/$id', params: { id: to.id } });
    }
  };

  return (
    <Stack gap="5" maxW="960px" data-testid="item-detail" data-status={item.status}>
      {back}
      <Card.Root>
        <Card.Header>
          <Flex align="center" gap="3" wrap="wrap">
            <Heading as="h1" size="2xl" data-testid="item-title">
              {itemLabel(item, (unit, count) => unitName(t, unit, count))}
            </Heading>
            <StatusBadge status={item.status} testId="item-status" />
            <QrLabelButton companyId={companyId} code={item.code} />
            {/* Web NFC only (Android Chrome): the button renders nothing elsewhere. */}
            {item.code && mayUse(viewer.role, 'mark') ? <NfcWriteButton code={item.code} /> : null}
          </Flex>
          <ScheduleNote item={item} testId="item-schedule" />
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            {closed ? (
              <Alert.Root status="info" data-testid="item-closed">
                <Alert.Indicator />
                <Alert.Description>{t('closed')}</Alert.Description>
              </Alert.Root>
            ) : null}
            {inactive ? (
              <Alert.Root status="warning" data-testid="item-inactive">
                <Alert.Indicator />
                <Alert.Description>{t('inactive')}</Alert.Description>
              </Alert.Root>
            ) : null}
            {/* Labels and values in two aligned columns across the card on a wide screen; stacked on a phone. */}
            <DataList.Root
              recipe={dataListSlotRecipe}
              display="grid"
              gridTemplateColumns={{ base: '1fr', md: 'minmax(160px, max-content) 1fr' }}
              columnGap="8"
              rowGap={{ base: '1', md: '3' }}
              data-testid="item-fields"
            >
              <Field label={t('fields.code')}>{item.code ?? t('no_code')}</Field>
              <Field label={t('fields.brand')}>{item.brand ?? t('none')}</Field>
              <Field label={t('fields.model')}>{item.model ?? t('none')}</Field>
              <Field label={t('fields.type')}>{item.type ?? t('none')}</Field>
              <Field label={t('fields.serial')}>{item.serial ?? t('none')}</Field>
              <Field label={t('fields.capacity')}>{item.capacity ?? t('none')}</Field>
              <Field label={t('fields.accounting')}>{t(`accounting.${item.accountingType}`)}</Field>
              {item.accountingType === 'batch' ? (
                <Field label={t('fields.quantity')}>{quantityText(t, item.quantity, item.units)}</Field>
              ) : null}
              <Field label={t('fields.price')}>{price(item.price, currency)}</Field>
              <Field label={t('fields.total_price')}>{price(item.totalPrice, currency)}</Field>
              <Field label={t('fields.person')}>
                <Flex as="span" gap="2" align="center" wrap="wrap">
                  <span data-testid="item-responsible">{item.responsible?.name ?? t('no_person')}</span>
                  {item.responsible?.inactive ? (
                    <Badge recipe={badgeRecipe} colorPalette="gray" data-testid="item-responsible-inactive">
                      {t('holder_inactive')}
                    </Badge>
                  ) : null}
                </Flex>
              </Field>
              {withObjects ? (
                <Field label={t('fields.object')}>{[item.object?.title, item.location?.title].filter(Boolean).join(' / ') || t('none')}</Field>
              ) : null}
              {item.service ? (
                <Field label={t('fields.service')}>
                  <span data-testid="item-service">{`${item.service.title}, ${item.service.location}: ${item.service.reason}`}</span>
                </Field>
              ) : null}
              <Field label={t('fields.created')}>{formatDate(item.createdAt)}</Field>
              <Field label={t('fields.updated')}>{formatDate(item.updatedAt)}</Field>
            </DataList.Root>
            <BookValueBlock
              depreciation={item.depreciation}
              currency={currency}
              onSetLife={offered('edit') && statusAllows('edit', item) ? () => setAction({ name: 'edit', focus: 'depreciation' }) : undefined}
            />
          </Stack>
        </Card.Body>
        {actions.main.length + actions.more.length > 0 ? (
          <Card.Footer>
            <CardActionsBar layout={actions} onAction={(name) => setAction({ name })} />
          </Card.Footer>
        ) : null}
      </Card.Root>

      <ItemPhotos companyId={companyId} item={item} canEdit={(roleGroups.staff as readonly string[]).includes(viewer.role)} canUpload={withPhotos} />

      {withEquipment || item.equipment.length > 0 || item.mountedOn ? (
        <ItemEquipment
          companyId={companyId}
          item={item}
          canUnmount={offered('unmount') && !closed && !inactive}
          onUnmount={(child) => setAction({ name: 'unmount', child })}
        />
      ) : null}

      <ItemBookingsSection companyId={companyId} item={item} viewer={viewer} />
      <ItemMaintenanceSection companyId={companyId} item={item} viewer={viewer} />
      <ItemTransfers companyId={companyId} itemId={itemId} viewer={viewer} />
      <ItemHistory companyId={companyId} itemId={itemId} />
      <ItemComments companyId={companyId} itemId={itemId} viewerId={viewer._id} withPhotos={withPhotos} />

      {action ? (
        <ItemDialog
          action={action.name}
          item={item}
          child={action.child}
          focus={action.focus}
          role={viewer.role}
          companyId={companyId}
          withObjects={withObjects}
          onClose={() => setAction(null)}
          onReload={() => void queryClient.invalidateQueries({ queryKey: query.queryKey })}
          onLeave={leave}
        />
      ) : null}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item display="contents">
      <DataList.ItemLabel mt={{ base: '2', md: '0' }}>{label}</DataList.ItemLabel>
      <DataList.ItemValue justifyContent="flex-start" textAlign="start" wordBreak="break-word">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

interface ItemEquipmentProps {
  companyId: string;
  item: Item;
  canUnmount: boolean;
  onUnmount: (child: Item) => void;
}

/** Spec "equipment": what is mounted on this item, each taken off on its own, and what this one is mounted on. */
function ItemEquipment({ companyId, item, canUnmount, onUnmount }: ItemEquipmentProps) {
  const { t } = useTranslation('items');
  return (
    <Card.Root data-testid="item-equipment">
      <Card.Header>
        <Heading as="h2" size="lg">
          {t('equipment')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {item.mountedOn ? (
            <Text data-testid="item-mounted-on">
              {`${t('mounted_on')} `}
              <ItemLink companyId={companyId} id={item.mountedOn} testId="item-mounted-on-link" />
            </Text>
          ) : null}
          {item.equipment.length === 0 ? <Text color="fg.muted">{t('equipment_empty')}</Text> : null}
          {item.equipment.map((childId, index) => (
            <EquipmentRow key={childId} companyId={companyId} childId={childId} index={index} canUnmount={canUnmount} onUnmount={onUnmount} />
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function EquipmentRow({ companyId, childId, index, canUnmount, onUnmount }: Omit<ItemEquipmentProps, 'item'> & { childId: string; index: number }) {
  const { t } = useTranslation('items');
  const child = useQuery(itemDetailQuery(companyId, childId));
  return (
    <Flex align="center" justify="space-between" gap="3" data-testid={`item-equipment-${index}`}>
      <ItemLink companyId={companyId} id={childId} testId={`item-equipment-${index}-link`} />
      {canUnmount ? (
        <Button
          size="xs"
          variant="outline"
          disabled={!child.data}
          onClick={() => child.data && onUnmount(child.data)}
          data-testid="item-action-unmount"
        >
          {t('actions.unmount')}
        </Button>
      ) : null}
    </Flex>
  );
}

/** Another item's title (read with its card's query) linking to its card. */
function ItemLink({ companyId, id, testId }: { companyId: string; id: string; testId: string }) {
  const { t } = useTranslation('items');
  const other = useQuery(itemDetailQuery(companyId, id));
  const label = other.data ? itemLabel(other.data, (unit, count) => unitName(t, unit, count)) : other.isError ? id : t('loading', { ns: 'common' });
  return (
    <Link asChild color="brand.fg">
      <RouterLink to="/items/$id" params={{ id }} data-testid={testId}>
        {label}
      </RouterLink>
    </Link>
  );
}
