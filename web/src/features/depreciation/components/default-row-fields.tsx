import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Grid } from '@chakra-ui/react/grid';
import { Input } from '@chakra-ui/react/input';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DefaultRow, DefaultRowField } from '../defaults-form';
import { MethodSelect } from './method-select';
import { useDepreciationErrorText } from './use-depreciation-error-text';
import '../i18n';

/**
 * The columns of the defaults table on a wide screen: type, life, salvage, method, rate, remove.
 * The header row (defaults-section.tsx) uses the same template.
 */
export const defaultsColumns = 'minmax(160px, 2fr) minmax(110px, 1fr) minmax(110px, 1fr) minmax(170px, 1.4fr) minmax(100px, 1fr) 104px';

interface DefaultRowFieldsProps {
  row: DefaultRow;
  index: number;
  errors: Partial<Record<DefaultRowField, string>> | undefined;
  editable: boolean;
  /** The id of the type suggestions' datalist. */
  suggestionsId: string;
  onChange: (patch: Partial<DefaultRow>) => void;
  onRemove: () => void;
}

/**
 * One type's defaults: a row of the table on a wide screen, a card of labelled fields on a phone.
 * The labels show on a phone only (the header row names the columns elsewhere); every input keeps
 * its name for screen readers through its field's label.
 */
export function DefaultRowFields({ row, index, errors, editable, suggestionsId, onChange, onRemove }: DefaultRowFieldsProps) {
  const { t } = useTranslation('depreciation');
  const errorText = useDepreciationErrorText();
  const testId = (name: string) => `depreciation-default-${index}-${name}`;
  const field = (name: DefaultRowField, label: string, control: (label: string) => ReactNode) => (
    <Field.Root invalid={Boolean(errors?.[name])} disabled={!editable} gridColumn={name === 'type' ? { base: '1 / -1', md: 'auto' } : undefined}>
      <Field.Label hideFrom="md" fontSize="sm">
        {label}
      </Field.Label>
      {control(label)}
      {errors?.[name] ? <Field.ErrorText data-testid={testId(`${name}-error`)}>{errorText(errors[name])}</Field.ErrorText> : null}
    </Field.Root>
  );
  const declining = row.method === 'declining-balance';
  return (
    <Grid
      role="group"
      aria-label={row.type.trim() || t('defaults.row', { number: index + 1 })}
      templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: defaultsColumns }}
      gap="3"
      alignItems="start"
      p={{ base: '3', md: '0' }}
      borderWidth={{ base: '1px', md: '0' }}
      borderRadius="lg"
      data-testid={`depreciation-default-${index}`}
    >
      {field(
        'type',
        t('defaults.type'),
        (label) => (
          <Input
            aria-label={label}
            value={row.type}
            maxLength={120}
            list={suggestionsId}
            autoComplete="off"
            onChange={(event) => onChange({ type: event.target.value })}
            data-testid={testId('type')}
          />
        ),
      )}
      {field(
        'usefulLifeMonths',
        t('defaults.useful_life'),
        (label) => (
          <Input
            aria-label={label}
            value={row.usefulLifeMonths}
            inputMode="numeric"
            maxLength={4}
            onChange={(event) => onChange({ usefulLifeMonths: event.target.value.replace(/\D/g, '') })}
            data-testid={testId('life')}
          />
        ),
      )}
      {field(
        'salvagePercent',
        t('defaults.salvage_percent'),
        (label) => (
          <Input
            aria-label={label}
            value={row.salvagePercent}
            inputMode="decimal"
            maxLength={6}
            onChange={(event) => onChange({ salvagePercent: event.target.value.replace(/[^\d.,]/g, '') })}
            data-testid={testId('salvage')}
          />
        ),
      )}
      {field(
        'method',
        t('defaults.method'),
        (label) => (
          <MethodSelect ariaLabel={label} value={row.method} onChange={(method) => onChange({ method })} testId={testId('method')} />
        ),
      )}
      {field(
        'ratePercent',
        t('defaults.rate'),
        (label) => (
          <Input
            aria-label={label}
            value={declining ? row.ratePercent : ''}
            placeholder={declining ? t('defaults.rate_default') : '—'}
            disabled={!editable || !declining}
            inputMode="decimal"
            maxLength={6}
            onChange={(event) => onChange({ ratePercent: event.target.value.replace(/[^\d.,]/g, '') })}
            data-testid={testId('rate')}
          />
        ),
      )}
      {editable ? (
        <Button
          variant="outline"
          colorPalette="red"
          minH="44px"
          gridColumn={{ base: '1 / -1', md: 'auto' }}
          aria-label={t('defaults.remove_label', { type: row.type.trim() || index + 1 })}
          onClick={onRemove}
          data-testid={testId('remove')}
        >
          {t('defaults.remove')}
        </Button>
      ) : null}
    </Grid>
  );
}
