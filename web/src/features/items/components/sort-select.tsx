import { NativeSelect } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import type { ItemSort } from '../../../../../shared/schemas/items';
import { defaultSort, searchSorts } from '../items-search';

interface ItemsSortSelectProps {
  /** The list's order as its address states it (absent: the default). */
  sort: ItemSort | undefined;
  onChange: (sort: ItemSort | undefined) => void;
}

/**
 * The list's order where there is no table to sort by its headers (the cards of phones and tablets):
 * every order the table offers, each way, in the filters sheet.
 */
export function ItemsSortSelect({ sort, onChange }: ItemsSortSelectProps) {
  const { t } = useTranslation('items');
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe} width="100%" bg="white">
      <NativeSelect.Field
        aria-label={t('sorts.label')}
        value={sort ?? defaultSort}
        onChange={(event) => {
          const chosen = event.target.value as ItemSort;
          onChange(chosen === defaultSort ? undefined : chosen);
        }}
        data-testid="items-sort"
      >
        {searchSorts.map((choice) => (
          <option key={choice} value={choice}>
            {`${t('sorts.label')}: ${t(`sorts.${choice}`)}`}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
