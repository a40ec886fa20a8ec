import { NativeSelect } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { companyObjectsQuery } from '../../items/api/company-objects';

interface TargetSelectProps {
  companyId: string;
  /** An object's or a location's id, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  emptyLabel: string;
  label: string;
  testId: string;
}

/** One choice among the company's objects and their locations (a location shown under its object). */
export function TargetSelect({ companyId, value, onChange, emptyLabel, label, testId }: TargetSelectProps) {
  const objects = useQuery(companyObjectsQuery(companyId));
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe} bg="white">
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        <option value="">{emptyLabel}</option>
        {(objects.data ?? []).map((object) => (
          <optgroup key={object._id} label={object.title}>
            <option value={object._id}>{object.title}</option>
            {object.locations.flatMap((location) =>
              location._id ? [
                <option key={location._id} value={location._id}>
                  {`${object.title} › ${location.title}`}
                </option>,
              ] : [],
            )}
          </optgroup>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
