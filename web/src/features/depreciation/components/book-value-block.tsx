import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { DataList } from '@chakra-ui/react/data-list';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { badgeRecipe, dataListSlotRecipe } from '@chakra-ui/react/theme';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../../shared/i18n/languages';
import type { ItemDepreciation } from '../../../../../shared/schemas/depreciation';
import { useAmounts } from '../../../components/use-amounts';
import { currentLanguage, languageTag } from '../../../i18n';
import '../i18n';

interface BookValueBlockProps {
  /** The item read's computed depreciation: null without a useful life; absent from answers that leave it out. */
  depreciation: ItemDepreciation | null | undefined;
  currency: string;
  /** Staff who may edit the item get a way to set the useful life when there is none; others see nothing then. */
  onSetLife?: () => void;
}

/**
 * The item card's book value: the value and the accumulated depreciation for the item's total, the
 * months charged of the useful life, the method and the day it is as of, and whether the terms came
 * from the type's defaults.
 */
export function BookValueBlock({ depreciation, currency, onSetLife }: BookValueBlockProps) {
  const { t } = useTranslation('depreciation');
  const { price, count } = useAmounts();
  const formatDay = useFormatDay();
  if (depreciation === undefined) return null;
  if (depreciation === null) {
    return onSetLife ? (
      <Button variant="plain" colorPalette="brand" alignSelf="flex-start" px="0" minH="44px" whiteSpace="normal" textAlign="start" onClick={onSetLife} data-testid="item-book-value-set-life">
        {t('set_life')}
      </Button>
    ) : null;
  }
  return (
    <Box as="section" borderWidth="1px" borderRadius="lg" p="4" aria-labelledby="item-book-value-title" data-testid="item-book-value" data-source={depreciation.source}>
      <Flex align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="md" id="item-book-value-title">
          {t('book_value')}
        </Heading>
        {depreciation.source === 'type' ? (
          <Badge recipe={badgeRecipe} colorPalette="gray" data-testid="item-book-value-source">
            {t('source_type')}
          </Badge>
        ) : null}
      </Flex>
      <DataList.Root
        recipe={dataListSlotRecipe}
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: 'minmax(160px, max-content) 1fr' }}
        columnGap="8"
        rowGap={{ base: '1', md: '2' }}
      >
        <Row label={t('book_value')}>
          <Box as="span" fontWeight="semibold" data-testid="item-book-value-amount">
            {price(depreciation.bookValue, currency)}
          </Box>
        </Row>
        <Row label={t('accumulated')}>
          <span data-testid="item-book-value-accumulated">{price(depreciation.accumulated, currency)}</span>
        </Row>
        <Row label={t('months')}>
          <span data-testid="item-book-value-months">
            {t('months_value', { months: count(depreciation.months), life: count(depreciation.usefulLifeMonths) })}
          </span>
        </Row>
        <Row label={t('method')}>{t(`methods.${depreciation.method}`)}</Row>
        <Row label={t('as_of')}>
          <span data-testid="item-book-value-as-of">{formatDay(depreciation.asOf)}</span>
        </Row>
      </DataList.Root>
    </Box>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item display="contents">
      <DataList.ItemLabel mt={{ base: '2', md: '0' }}>{label}</DataList.ItemLabel>
      <DataList.ItemValue justifyContent="flex-start" textAlign="start">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/** A calendar day (YYYY-MM-DD, a UTC day) in the interface language, without a time. */
function useFormatDay(): (day: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
    const format = new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'medium', timeZone: 'UTC' });
    return (day: string) => {
      const date = new Date(`${day}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? day : format.format(date);
    };
  }, [i18n.language]);
}
