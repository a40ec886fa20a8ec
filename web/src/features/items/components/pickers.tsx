import { NativeSelect } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyObjectsQuery } from '../api/company-objects';
import { companyPeopleQuery } from '../api/company-people';
import '../i18n';

interface SelectProps {
  value: string;
  onChange: (value: string) => void;
  /** The text of the empty choice; without it a choice is required. */
  emptyLabel: string;
  emptyDisabled?: boolean;
  disabled?: boolean;
  label?: string;
  testId: string;
}

function Select({ value, onChange, emptyLabel, emptyDisabled, disabled, label, testId, options }: SelectProps & { options: { value: string; label: string }[] }) {
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe} disabled={disabled} bg="white">
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        <option value="" disabled={emptyDisabled}>
          {emptyLabel}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * A person of the company (the first 100; enough for the pickers of this slice). `holders`: only
 * people who may take items, so not deactivated users (docs/inactive-users.md); filters offer everyone.
 */
export function PersonSelect({ companyId, holders, ...props }: SelectProps & { companyId: string; holders?: boolean }) {
  const { t } = useTranslation('common');
  const people = useQuery(companyPeopleQuery(companyId));
  const options = (people.data ?? []).filter((person) => !holders || person.active).map((person) => ({
    value: person._id,
    label: person.displayName === person.email ? person.email : `${person.displayName} (${person.email})`,
  }));
  return <Select {...props} emptyLabel={people.isPending ? t('loading') : props.emptyLabel} options={options} />;
}

/** An object of the company. */
export function ObjectSelect({ companyId, ...props }: SelectProps & { companyId: string }) {
  const objects = useQuery(companyObjectsQuery(companyId));
  const options = (objects.data ?? []).map((object) => ({ value: object._id, label: object.title }));
  return <Select {...props} options={options} />;
}

/** A location of the chosen object; disabled until there is one (spec: object before location). */
export function LocationSelect({ companyId, objectId, ...props }: SelectProps & { companyId: string; objectId: string }) {
  const objects = useQuery(companyObjectsQuery(companyId));
  const object = objects.data?.find((candidate) => candidate._id === objectId);
  const options = (object?.locations ?? []).flatMap((location) => (location._id ? [{ value: location._id, label: location.title }] : []));
  return <Select {...props} disabled={props.disabled || !objectId} options={options} />;
}
