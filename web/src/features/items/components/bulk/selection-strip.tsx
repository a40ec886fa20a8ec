import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { useAmounts } from '../../../../components/use-amounts';
import type { ItemsSelectionState } from '../../use-items-selection';
import { SelectCheckbox } from './select-checkbox';
import '../../i18n';

interface SelectionStripProps {
  selection: Pick<ItemsSelectionState, 'selection' | 'pageState' | 'togglePage' | 'offersAllMatching' | 'selectAllMatching' | 'clear'>;
  /** The count of the list's query. */
  total: number;
}

/**
 * Above the list: on a phone, "Select all on this page" (the table's header checkbox on a wide
 * screen); and, once the whole page is selected, the offer to select every item the list matches,
 * or, once it is, what that holds and the way back.
 */
export function SelectionStrip({ selection, total }: SelectionStripProps) {
  const { t } = useTranslation('items');
  const number = useAmounts().count(total);
  const matching = selection.selection.kind === 'matching';
  const says = matching || selection.offersAllMatching;
  const { pageState } = selection;
  return (
    // On a wide screen the header checkbox does the page: the strip shows only when it has something to say.
    <Flex align="center" gap="2" wrap="wrap" hideFrom={says ? undefined : 'lg'} data-testid="items-selection-strip">
      <Box hideFrom="lg">
        <SelectCheckbox
          checked={pageState === 'all' ? true : pageState === 'some' ? 'indeterminate' : false}
          onChange={selection.togglePage}
          label={t('bulk.select_page')}
          showLabel
          testId="items-select-page-phone"
        />
      </Box>
      {says ? (
        <Flex
          align="center"
          columnGap="2"
          wrap="wrap"
          bg="brand.subtle"
          borderRadius="md"
          px="3"
          py="1"
          flex="1 1 auto"
          // A phone gives the notice a line of its own under the page's checkbox.
          flexBasis={{ base: 'full', lg: 'auto' }}
          minW="0"
          data-testid="items-selection-notice"
        >
          <Text fontSize="sm">{matching ? t('bulk.all_matching_selected', { number }) : t('bulk.page_selected')}</Text>
          {matching ? (
            <Button variant="plain" size="sm" px="0" h="auto" whiteSpace="normal" textAlign="start" color="brand.fg" textDecoration="underline" onClick={selection.clear} data-testid="items-select-none">
              {t('bulk.clear')}
            </Button>
          ) : (
            <Button variant="plain" size="sm" px="0" h="auto" whiteSpace="normal" textAlign="start" color="brand.fg" textDecoration="underline" onClick={selection.selectAllMatching} data-testid="items-select-all-matching">
              {t('bulk.select_all_matching', { number })}
            </Button>
          )}
        </Flex>
      ) : null}
    </Flex>
  );
}
