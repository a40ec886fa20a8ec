import { Checkbox } from '@chakra-ui/react/checkbox';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormField } from '../../../../components/form-field';
import { itemLabel, unitName } from '../../../../components/item-text';
import { isApiError } from '../../../../lib/api-client';
import { itemsListQuery } from '../../../../lib/api/list-items';
import { notify } from '../../../../lib/toaster';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useMountItems } from '../../api/mount-items';
import { ActionDialog } from './action-dialog';
import type { ItemDialogProps } from './item-dialog-props';
import { Refusal } from './refusal';
import { useActionDialog } from './use-action-dialog';
import '../../i18n';

/** How many found items the mount dialog lists: enough to pick from, a search narrows the rest. */
const mountChoicesShown = 20;

/** Spec "equipment": finds items by title and mounts the chosen ones on this item, all or none. */
export function MountDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose } = props;
  const { t, errorText, failure, title, testId } = useActionDialog(props.action);
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
          const label = itemLabel(row, (unit, count) => unitName(t, unit, count));
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
