import { Box } from '@chakra-ui/react/box';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import '../i18n';

interface BookValueTotalProps {
  /** The answer's `bookValue`: the snapshot's day and total (null before the first one) and whether a newer one is being computed. */
  bookValue: { asOf: string | null; total: string | null; pending: boolean };
  amount: (value: number) => string;
  day: (iso: string) => string;
}

/**
 * The company's total book value beside its total cost, with the day it is as of; while the day's
 * figures are being computed it says so (the page asks again meanwhile) and shows the last ones, if any.
 */
export function BookValueTotal({ bookValue, amount, day }: BookValueTotalProps) {
  const { t } = useTranslation('analytics');
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="4" minW="0" data-testid="analytics-book-value">
      <Text fontSize="sm" color="fg.muted">
        {t('total_book_value')}
      </Text>
      <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" data-testid="analytics-total-book-value">
        {bookValue.total === null ? '—' : amount(Number(bookValue.total))}
      </Text>
      <HStack gap="1.5" fontSize="xs" color="fg.muted" flexWrap="wrap" data-testid="analytics-book-value-note">
        {bookValue.asOf ? <Text as="span">{t('book_value_as_of', { date: day(bookValue.asOf) })}</Text> : null}
        {bookValue.pending ? (
          <HStack as="span" gap="1" data-testid="analytics-book-value-pending">
            <Spinner size="xs" />
            <Text as="span">{t('book_value_pending')}</Text>
          </HStack>
        ) : null}
      </HStack>
    </Box>
  );
}
