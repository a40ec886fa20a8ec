import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { companyPeopleQuery } from '../api/company-people';
import { companyPlacesQuery } from '../api/company-places';
import '../i18n';

export interface Holder {
  userId: string;
  /** Empty: each item keeps the place it had before the check-out. */
  objectId: string;
  locationId: string;
}

interface Option {
  value: string;
  label: string;
}

function Choice({ value, options, empty, onChange, disabled, testId }: { value: string; options: Option[]; empty: string; onChange: (value: string) => void; disabled?: boolean; testId: string }) {
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe} disabled={disabled} bg="white">
      <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        <option value="">{empty}</option>
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

/** Whom a check-in gives the items to (the company's active people) and, optionally, which object and location. */
export function HolderFields({ companyId, holder, onChange }: { companyId: string; holder: Holder; onChange: (next: Holder) => void }) {
  const { t } = useTranslation('bookings');
  const people = useQuery(companyPeopleQuery(companyId));
  const places = useQuery(companyPlacesQuery(companyId));
  const object = places.data?.find((candidate) => candidate._id === holder.objectId);
  return (
    <Stack gap="3">
      <FormField label={t('check_in_person')} required>
        <Choice
          value={holder.userId}
          empty="—"
          options={(people.data?.data ?? []).filter((person) => person.active).map((person) => ({ value: person._id, label: person.displayName }))}
          onChange={(userId) => onChange({ ...holder, userId })}
          testId="check-in-person"
        />
      </FormField>
      <FormField label={t('check_in_object')}>
        <Choice
          value={holder.objectId}
          empty={t('check_in_keep_place')}
          options={(places.data ?? []).map((place) => ({ value: place._id, label: place.title }))}
          onChange={(objectId) => onChange({ ...holder, objectId, locationId: '' })}
          testId="check-in-object"
        />
      </FormField>
      <FormField label={t('check_in_location')}>
        <Choice
          value={holder.locationId}
          empty={t('check_in_no_location')}
          options={(object?.locations ?? []).flatMap((location) => (location._id ? [{ value: location._id, label: location.title }] : []))}
          onChange={(locationId) => onChange({ ...holder, locationId })}
          disabled={!holder.objectId}
          testId="check-in-location"
        />
      </FormField>
    </Stack>
  );
}
