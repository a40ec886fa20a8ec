import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Grid } from '@chakra-ui/react/grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/leave-guard';
import { useErrorToast } from '../../../components/use-error-toast';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useSaveDepreciationDefaults } from '../api/depreciation-defaults';
import { itemTypesQuery } from '../api/item-types';
import {
  defaultsRequestOf,
  maxDefaultTypes,
  newRow,
  rowsChanged,
  rowsErrorsOf,
  rowsErrorsOfAnswer,
  rowsOf,
  typeSuggestions,
  type DefaultRow,
  type DefaultRowsErrors,
  type DepreciationDefault,
} from '../defaults-form';
import { DefaultRowFields, defaultsColumns } from './default-row-fields';
import '../i18n';

interface DefaultsEditorProps {
  companyId: string;
  saved: DepreciationDefault[];
  editable: boolean;
  suggestTypes: boolean;
}

/**
 * The defaults as rows typed locally and saved together with one PUT: each row shows its own error
 * before sending, and a refused save's errors land on their rows.
 */
export function DefaultsEditor({ companyId, saved, editable, suggestTypes }: DefaultsEditorProps) {
  const { t } = useTranslation('depreciation');
  const errorToast = useErrorToast();
  const save = useSaveDepreciationDefaults(companyId);
  const types = useQuery({ ...itemTypesQuery(companyId), enabled: editable && suggestTypes });
  const suggestionsId = useId();
  const [rows, setRows] = useState<DefaultRow[]>(() => rowsOf(saved));
  const [errors, setErrors] = useState<DefaultRowsErrors>({});
  const changed = rowsChanged(rows, saved);
  const suggestions = typeSuggestions(types.data ?? [], rows);

  const change = (index: number, patch: Partial<DefaultRow>) => {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
    setErrors((current) => {
      const next = { ...current };
      delete next[index];
      return next;
    });
  };
  const remove = (index: number) => {
    setRows((current) => current.filter((_, at) => at !== index));
    // Errors are by index: those after the removed row move up with their rows.
    setErrors((current) => Object.fromEntries(Object.entries(current).flatMap(([at, found]) => (Number(at) === index ? [] : [[Number(at) > index ? Number(at) - 1 : Number(at), found]]))));
  };
  const submit = () => {
    const found = rowsErrorsOf(rows);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(defaultsRequestOf(rows), {
      onSuccess: (answer) => {
        setRows(rowsOf(answer.defaults));
        notify.success(t('defaults.saved'));
      },
      onError: (error) => {
        if (isApiError(error, 'ValidationError')) {
          const fields = rowsErrorsOfAnswer(error.fieldErrors);
          if (Object.keys(fields).length > 0) return setErrors(fields);
        }
        errorToast(error);
      },
    });
  };

  return (
    <Stack gap="3">
      {editable ? <LeaveGuard when={changed && !save.isPending} /> : null}
      {rows.length === 0 ? (
        <Text color="fg.muted" data-testid="depreciation-defaults-empty">
          {t('defaults.empty')}
        </Text>
      ) : (
        <Grid templateColumns={defaultsColumns} gap="3" alignItems="end" hideBelow="md" color="fg.muted" fontSize="sm" fontWeight="medium" aria-hidden="true">
          <Text>{t('defaults.type')}</Text>
          <Text>{t('defaults.useful_life')}</Text>
          <Text>{t('defaults.salvage_percent')}</Text>
          <Text>{t('defaults.method')}</Text>
          <Text>{t('defaults.rate')}</Text>
        </Grid>
      )}
      <Stack gap="3" data-testid="depreciation-defaults">
        {rows.map((row, index) => (
          <DefaultRowFields
            key={row.key}
            row={row}
            index={index}
            errors={errors[index]}
            editable={editable}
            suggestionsId={suggestionsId}
            onChange={(patch) => change(index, patch)}
            onRemove={() => remove(index)}
          />
        ))}
      </Stack>
      <datalist id={suggestionsId}>
        {suggestions.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      {editable ? (
        <Flex gap="3" wrap="wrap" justify="space-between">
          <Button
            variant="outline"
            minH="44px"
            disabled={rows.length >= maxDefaultTypes}
            onClick={() => setRows((current) => [...current, newRow()])}
            data-testid="depreciation-defaults-add"
          >
            {t('defaults.add')}
          </Button>
          <Flex gap="3" wrap="wrap">
            {changed ? (
              <Button
                variant="ghost"
                minH="44px"
                onClick={() => {
                  setRows(rowsOf(saved));
                  setErrors({});
                }}
                data-testid="depreciation-defaults-discard"
              >
                {t('defaults.discard')}
              </Button>
            ) : null}
            <Button colorPalette="brand" minH="44px" disabled={!changed} loading={save.isPending} onClick={submit} data-testid="depreciation-defaults-save">
              {t('defaults.save')}
            </Button>
          </Flex>
        </Flex>
      ) : null}
      {rows.length >= maxDefaultTypes ? <Text color="fg.muted">{t('defaults.too_many', { max: maxDefaultTypes })}</Text> : null}
    </Stack>
  );
}
