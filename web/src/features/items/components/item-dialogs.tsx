import { Alert } from '@chakra-ui/react/alert';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Switch } from '@chakra-ui/react/switch';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { Stack } from '@chakra-ui/react/stack';
import { checkboxSlotRecipe, nativeSelectSlotRecipe, switchSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../../shared/roles';
import { editItemBody, formUnits, markBody, repairBody, type Item } from '../../../../../shared/schemas/items';
import { FormField } from '../../../components/form-field';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/schema-errors';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { notify } from '../../../lib/toaster';
import { useBanItem } from '../api/ban-item';
import { useDeleteItem } from '../api/delete-item';
import { useDuplicateItem } from '../api/duplicate-item';
import { useEditItem } from '../api/edit-item';
import { itemsListQuery } from '../api/list-items';
import { useMarkItem } from '../api/mark-item';
import { useMergeItem } from '../api/merge-item';
import { useMountItems, useUnmountItems } from '../api/mount-items';
import { useMoveItem } from '../api/move-item';
import { usePlaceItem } from '../api/place-item';
import { useRepairBack } from '../api/repair-back';
import { useRepairItem } from '../api/repair-item';
import type { ItemDialogAction } from '../item-access';
import {
  batchPartOf,
  editItemFormOf,
  editItemRequestOf,
  editItemRuleErrors,
  itemLabel,
  noBatchPart,
  offersBatchPart,
  type BatchPart,
  type EditItemValues,
  type FormUnit,
} from '../item-form';
import { ActionDialog, useDialogFailure } from './action-dialog';
import { LocationSelect, ObjectSelect, PersonSelect } from './pickers';
import { unitName } from './status-badge';
import { useItemErrorText } from './use-item-error-text';
import '../i18n';

export interface ItemDialogProps {
  action: ItemDialogAction;
  item: Item;
  /** The piece of equipment to take off this item (unmount). */
  child?: Item;
  role: Role;
  companyId: string;
  withObjects: boolean;
  onClose: () => void;
  onReload: () => void;
  /**
   * The item is gone (deleted) or another one was made (duplicated): the caller leaves for it.
   * With `gone`, this item no longer exists (merged back into the batch it leaves for).
   */
  onLeave: (to: { id: string; gone?: boolean } | 'list') => void;
}

/** The dialog of one item action. */
export function ItemDialog(props: ItemDialogProps) {
  switch (props.action) {
    case 'edit':
      return <EditDialog {...props} />;
    case 'repair':
      return <RepairDialog {...props} />;
    case 'back':
      return <BackDialog {...props} />;
    case 'ban':
      return <BanDialog {...props} />;
    case 'mark':
      return <MarkDialog {...props} />;
    case 'move':
      return <MoveDialog {...props} />;
    case 'place':
      return <PlaceDialog {...props} />;
    case 'mount':
      return <MountDialog {...props} />;
    case 'unmount':
      return <UnmountDialog {...props} />;
    case 'merge':
      return <MergeDialog {...props} />;
    case 'duplicate':
      return <DuplicateDialog {...props} />;
    case 'delete':
      return <DeleteDialog {...props} />;
  }
}

function useCommon({ action }: ItemDialogProps) {
  const { t } = useTranslation('items');
  const errorText = useItemErrorText();
  const failure = useDialogFailure();
  return { t, errorText, failure, title: t(`actions.${action}`), testId: `item-dialog-${action}` };
}

function EditDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose, onReload } = props;
  const { t, errorText, failure, title, testId } = useCommon(props);
  const edit = useEditItem(companyId, item._id);
  const [values, setValues] = useState<EditItemValues>(() => editItemFormOf(item));
  const change = (patch: Partial<EditItemValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    failure.setErrors({});
  };
  const save = () => {
    failure.reset();
    const request = editItemRequestOf(values, item);
    const rules = editItemRuleErrors(values);
    if (Object.keys(rules).length > 0) return failure.setErrors(rules);
    const parsed = editItemBody.safeParse(request);
    if (!parsed.success) return failure.setErrors(fieldErrorsOf(parsed.error));
    edit.mutate(request, {
      onSuccess: () => {
        notify.success(t('saved'));
        onClose();
      },
      onError: (error) => failure.fail(error),
    });
  };
  const batch = item.accountingType === 'batch';
  const field = (name: Exclude<keyof EditItemValues, 'units'>, required = false) => (
    <FormField label={t(`fields.${name}`)} error={errorText(failure.errors[name])} required={required}>
      <Input value={values[name]} maxLength={200} onChange={(event) => change({ [name]: event.target.value })} data-testid={`item-form-${name}`} />
    </FormField>
  );
  return (
    <ActionDialog
      title={title}
      submitLabel={t('save', { ns: 'ui' })}
      role={role}
      submitting={edit.isPending}
      failure={failure}
      onReload={() => {
        onReload();
        onClose();
      }}
      onSubmit={save}
      onClose={onClose}
      testId={testId}
    >
      {field('title', true)}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field('brand')}
        {field('model')}
        {field('type')}
        {field('serial')}
        {field('capacity')}
        {field('price')}
        {batch ? field('quantity', true) : null}
        {batch ? (
          <FormField label={t('fields.units')} error={errorText(failure.errors.units)}>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field value={values.units} onChange={(event) => change({ units: event.target.value as FormUnit | '' })} data-testid="item-form-units">
                <option value="">{t('choose')}</option>
                {formUnits.map((unit) => (
                  <option key={unit} value={unit}>
                    {unitName(t, unit)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        ) : null}
      </SimpleGrid>
    </ActionDialog>
  );
}

function RepairDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose } = props;
  const { t, errorText, failure, title, testId } = useCommon(props);
  const repair = useRepairItem(companyId, item._id);
  const [values, setValues] = useState({ title: '', reason: '', location: '' });
  const [part, setPart] = useState<BatchPart>(noBatchPart);
  const done = usePartDone(props);
  const changePart = (next: BatchPart) => {
    setPart(next);
    failure.setErrors({});
  };
  const change = (patch: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...patch }));
    failure.setErrors({});
  };
  const send = () => {
    failure.reset();
    const parsed = repairBody.safeParse(values);
    const batchPart = batchPartOf(part, item);
    const errors = {
      ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
      ...('error' in batchPart ? { quantity: batchPart.error } : {}),
    };
    if (!parsed.success || 'error' in batchPart) return failure.setErrors(errors);
    repair.mutate({ ...parsed.data, ...batchPart }, { onSuccess: done, onError: (error) => failure.fail(error) });
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={repair.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      <FormField label={t('repair_title')} error={errorText(failure.errors.title)} required>
        <Input value={values.title} maxLength={200} onChange={(event) => change({ title: event.target.value })} data-testid="item-repair-title" />
      </FormField>
      <FormField label={t('repair_reason')} error={errorText(failure.errors.reason)} required>
        <Textarea
          recipe={textareaRecipe}
          value={values.reason}
          maxLength={1000}
          onChange={(event) => change({ reason: event.target.value })}
          data-testid="item-repair-reason"
        />
      </FormField>
      <FormField label={t('repair_location')} error={errorText(failure.errors.location)} required>
        <Input value={values.location} maxLength={300} onChange={(event) => change({ location: event.target.value })} data-testid="item-repair-location" />
      </FormField>
      <BatchPartFields item={item} part={part} error={errorText(failure.errors.quantity)} onChange={changePart} />
    </ActionDialog>
  );
}

/**
 * After send-to-service or decommission: the dialog closes, and when only part of a batch was sent,
 * the answer is the new item separated from it, which the card opens.
 */
function usePartDone({ item, onClose, onLeave }: ItemDialogProps) {
  const { t } = useTranslation('items');
  return (answer: Item) => {
    onClose();
    if (answer._id === item._id) return;
    notify.success(t('part_separated'));
    onLeave({ id: answer._id });
  };
}

interface BatchPartFieldsProps {
  item: Item;
  part: BatchPart;
  error: string | undefined;
  onChange: (part: BatchPart) => void;
}

/** Spec "recalculate": a batch may send only part of its quantity, which becomes a new item. */
function BatchPartFields({ item, part, error, onChange }: BatchPartFieldsProps) {
  const { t } = useTranslation('items');
  if (!offersBatchPart(item)) return null;
  const units = item.units ? ` ${unitName(t, item.units)}` : '';
  return (
    <>
      <Switch.Root
        recipe={switchSlotRecipe}
        colorPalette="brand"
        checked={part.on}
        onCheckedChange={(details) => onChange({ ...part, on: details.checked })}
        data-testid="item-recalculate"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('part_switch')}</Switch.Label>
      </Switch.Root>
      {part.on ? (
        <FormField label={t('part_quantity')} error={error} helper={t('part_quantity_hint', { quantity: `${item.quantity}${units}` })} required>
          <Input
            inputMode="numeric"
            value={part.quantity}
            maxLength={12}
            onChange={(event) => onChange({ ...part, quantity: event.target.value })}
            data-testid="item-recalculate-quantity"
          />
        </FormField>
      ) : null}
    </>
  );
}

function BackDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose } = props;
  const { t, failure, title, testId } = useCommon(props);
  const back = useRepairBack(companyId, item._id);
  const [user, setUser] = useState(item.responsible?._id ?? '');
  const send = () => {
    failure.reset();
    if (!user) return failure.setErrors({ user: 'required_field' });
    back.mutate(user, { onSuccess: onClose, onError: (error) => failure.fail(error) });
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={back.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      <PersonField label={t('back_user')} companyId={companyId} value={user} onChange={setUser} failure={failure} testId="item-back-user" />
    </ActionDialog>
  );
}

function BanDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose } = props;
  const { t, errorText, failure, title, testId } = useCommon(props);
  const ban = useBanItem(companyId, item._id);
  const [part, setPart] = useState<BatchPart>(noBatchPart);
  const done = usePartDone(props);
  const changePart = (next: BatchPart) => {
    setPart(next);
    failure.setErrors({});
  };
  const send = () => {
    failure.reset();
    const batchPart = batchPartOf(part, item);
    if ('error' in batchPart) return failure.setErrors({ quantity: batchPart.error });
    ban.mutate(batchPart, { onSuccess: done, onError: (error) => failure.fail(error) });
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={ban.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      <Text>{t('ban_text')}</Text>
      <BatchPartFields item={item} part={part} error={errorText(failure.errors.quantity)} onChange={changePart} />
    </ActionDialog>
  );
}

function MarkDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose } = props;
  const { t, errorText, failure, title, testId } = useCommon(props);
  const mark = useMarkItem(companyId, item._id);
  const [code, setCode] = useState('');
  const send = () => {
    failure.reset();
    const parsed = markBody.safeParse({ code });
    if (!parsed.success) return failure.setErrors(fieldErrorsOf(parsed.error));
    mark.mutate(parsed.data.code, { onSuccess: onClose, onError: (error) => failure.fail(error, { CodeAlreadyUsed: 'code' }) });
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={mark.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      <FormField label={t('mark_code')} error={errorText(failure.errors.code)} required>
        <Input
          value={code}
          maxLength={200}
          onChange={(event) => {
            setCode(event.target.value);
            failure.setErrors({});
          }}
          data-testid="item-mark-code"
        />
      </FormField>
    </ActionDialog>
  );
}

function MoveDialog(props: ItemDialogProps) {
  const { item, role, companyId, withObjects, onClose } = props;
  const { t, errorText, failure, title, testId } = useCommon(props);
  const move = useMoveItem(companyId, item._id);
  const [user, setUser] = useState('');
  const [object, setObject] = useState('');
  const send = () => {
    failure.reset();
    if (!user) return failure.setErrors({ user: 'required_field' });
    move.mutate(
      { user, object: object || undefined },
      {
        onSuccess: ({ transfer }) => {
          // Spec: with confirmation mode on, the move waits for the recipient.
          if (transfer.status === 'pending') notify.warning(t('move_pending'));
          else notify.success(t('move_done'));
          onClose();
        },
        onError: (error) => failure.fail(error),
      },
    );
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={move.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      <PersonField label={t('move_user')} companyId={companyId} value={user} onChange={setUser} failure={failure} testId="item-move-user" />
      {withObjects ? (
        <FormField label={t('move_object')} error={errorText(failure.errors.object)}>
          <ObjectSelect companyId={companyId} value={object} onChange={setObject} emptyLabel={t('no_object')} testId="item-move-object" />
        </FormField>
      ) : null}
    </ActionDialog>
  );
}

function PlaceDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose } = props;
  const { t, errorText, failure, title, testId } = useCommon(props);
  const place = usePlaceItem(companyId, item._id);
  const [object, setObject] = useState(item.object?._id ?? '');
  const [location, setLocation] = useState(item.location?._id ?? '');
  const send = () => {
    failure.reset();
    if (!object) return failure.setErrors({ object: location ? 'invalid_rule_object_before_location' : 'required_field' });
    place.mutate({ object, location: location || undefined }, { onSuccess: onClose, onError: (error) => failure.fail(error) });
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={place.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      <FormField label={t('fields.object')} error={errorText(failure.errors.object)} required>
        <ObjectSelect
          companyId={companyId}
          value={object}
          onChange={(value) => {
            setObject(value);
            setLocation('');
            failure.setErrors({});
          }}
          emptyLabel={t('choose')}
          emptyDisabled
          testId="item-place-object"
        />
      </FormField>
      <FormField label={t('fields.location')} error={errorText(failure.errors.location)} helper={object ? undefined : t('location_hint')}>
        <LocationSelect companyId={companyId} objectId={object} value={location} onChange={setLocation} emptyLabel={t('no_location')} testId="item-place-location" />
      </FormField>
    </ActionDialog>
  );
}

function DuplicateDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose, onLeave } = props;
  const { t, failure, title, testId } = useCommon(props);
  const duplicate = useDuplicateItem(companyId, item._id);
  const send = () => {
    failure.reset();
    duplicate.mutate(undefined, {
      onSuccess: ({ data }) => {
        notify.success(t('duplicated'));
        onClose();
        if (data[0]) onLeave({ id: data[0]._id });
      },
      onError: (error) => failure.fail(error),
    });
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={duplicate.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      <Text>{t('duplicate_text')}</Text>
    </ActionDialog>
  );
}

function DeleteDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose, onLeave } = props;
  const { t, failure, title, testId } = useCommon(props);
  const remove = useDeleteItem(companyId, item._id);
  const send = () => {
    failure.reset();
    remove.mutate(undefined, {
      onSuccess: () => {
        notify.success(t('deleted'));
        onLeave('list');
      },
      onError: (error) => failure.fail(error),
    });
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={remove.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      <Text>{t('delete_text')}</Text>
    </ActionDialog>
  );
}

/** How many found items the mount dialog lists: enough to pick from, a search narrows the rest. */
const mountChoicesShown = 20;

/** Spec "equipment": finds items by title and mounts the chosen ones on this item, all or none. */
function MountDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose } = props;
  const { t, errorText, failure, title, testId } = useCommon(props);
  const mount = useMountItems(companyId, item._id);
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim());
  const found = useQuery(itemsListQuery(companyId, { page: 1, pageSize: mountChoicesShown, sort: 'title', filters: { search } }));
  /** The chosen items with their titles: a choice stays while the search changes. */
  const [chosen, setChosen] = useState<Map<string, string>>(() => new Map());
  const [refused, setRefused] = useState(false);
  const toggle = (id: string, label: string, on: boolean) => {
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(id, label);
      else next.delete(id);
      return next;
    });
    setRefused(false);
    failure.setErrors({});
  };
  const send = () => {
    failure.reset();
    setRefused(false);
    if (chosen.size === 0) return failure.setErrors({ items: 'mount_pick' });
    mount.mutate([...chosen.keys()], {
      onSuccess: () => {
        notify.success(t('mounted'));
        onClose();
      },
      onError: (error) => (isApiError(error, 'MountRefused') ? setRefused(true) : failure.fail(error)),
    });
  };
  const rows = found.data?.data ?? [];
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={mount.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      {refused ? <Refusal text={t('MountRefused', { ns: 'errors' })} /> : null}
      <FormField
        label={t('mount_search')}
        error={failure.errors.items === 'mount_pick' ? t('mount_pick') : errorText(failure.errors.items)}
        helper={t('mount_chosen', { count: chosen.size })}
      >
        <Input value={term} maxLength={200} placeholder={t('mount_search_placeholder')} onChange={(event) => setTerm(event.target.value)} data-testid="item-mount-search" />
      </FormField>
      <Stack gap="2" maxH="320px" overflowY="auto" data-testid="item-mount-options">
        {found.isPending ? <Text color="fg.muted">{t('loading', { ns: 'common' })}</Text> : null}
        {!found.isPending && rows.length === 0 ? <Text color="fg.muted">{t('mount_none_found')}</Text> : null}
        {rows.map((row, index) => {
          const label = itemLabel(row, (unit) => unitName(t, unit));
          // Not this item, nor what is mounted anywhere already, nor a closed item (the server refuses each).
          const taken = row._id === item._id || Boolean(row.mountedOn) || item.equipment.includes(row._id) || row.status === 'decommissioned';
          return (
            <Checkbox.Root
              key={row._id}
              recipe={checkboxSlotRecipe}
              checked={chosen.has(row._id)}
              disabled={taken}
              onCheckedChange={(details) => toggle(row._id, label, details.checked === true)}
              data-testid={`item-mount-option-${index}`}
              data-item-id={row._id}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {label}
                {row.code ? ` · ${row.code}` : ''}
                {row.mountedOn ? ` (${t('mount_already')})` : ''}
              </Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </Stack>
      {chosen.size > 0 ? <Text fontSize="sm" color="fg.muted" data-testid="item-mount-chosen">{[...chosen.values()].join(', ')}</Text> : null}
    </ActionDialog>
  );
}

/** Takes one piece of equipment off this item. */
function UnmountDialog(props: ItemDialogProps) {
  const { item, child, role, companyId, onClose } = props;
  const { t, failure, title, testId } = useCommon(props);
  const unmount = useUnmountItems(companyId, item._id);
  const [refused, setRefused] = useState(false);
  const send = () => {
    failure.reset();
    setRefused(false);
    if (!child) return onClose();
    unmount.mutate([child._id], {
      onSuccess: () => {
        notify.success(t('unmounted'));
        onClose();
      },
      onError: (error) => (isApiError(error, 'MountRefused') ? setRefused(true) : failure.fail(error)),
    });
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={unmount.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      {refused ? <Refusal text={t('MountRefused', { ns: 'errors' })} /> : null}
      <Text>{t('unmount_text', { title: child ? itemLabel(child, (unit) => unitName(t, unit)) : '' })}</Text>
    </ActionDialog>
  );
}

/** Spec: a part separated from a batch returns to it; the card then opens the batch. */
function MergeDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose, onLeave } = props;
  const { t, failure, title, testId } = useCommon(props);
  const merge = useMergeItem(companyId, item._id);
  const [refused, setRefused] = useState(false);
  const send = () => {
    failure.reset();
    setRefused(false);
    if (!item.parent) return onClose();
    merge.mutate(item.parent, {
      onSuccess: (batch) => {
        notify.success(t('merged'));
        onLeave({ id: batch._id, gone: true });
      },
      onError: (error) => (isApiError(error, 'MergeRefused') ? setRefused(true) : failure.fail(error)),
    });
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={merge.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      {refused ? <Refusal text={t('MergeRefused', { ns: 'errors' })} /> : null}
      <Text>{t('merge_text')}</Text>
    </ActionDialog>
  );
}

/** The server's refusal of this operation for these items, in the dialog. */
function Refusal({ text }: { text: string }) {
  return (
    <Alert.Root status="error" data-testid="item-refused">
      <Alert.Indicator />
      <Alert.Description>{text}</Alert.Description>
    </Alert.Root>
  );
}

/** The required person of an operation (return from service, move); choosing one clears the errors. */
function PersonField(props: {
  label: string;
  companyId: string;
  value: string;
  onChange: (value: string) => void;
  failure: ReturnType<typeof useDialogFailure>;
  testId: string;
}) {
  const { t } = useTranslation('items');
  const errorText = useItemErrorText();
  return (
    <FormField label={props.label} error={errorText(props.failure.errors.user)} required>
      <PersonSelect
        companyId={props.companyId}
        value={props.value}
        onChange={(value) => {
          props.onChange(value);
          props.failure.setErrors({});
        }}
        emptyLabel={t('choose')}
        emptyDisabled
        testId={props.testId}
      />
    </FormField>
  );
}
