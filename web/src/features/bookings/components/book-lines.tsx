import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** What the Book dialog needs of an item: a batch is booked for a quantity up to what it holds. */
export interface BookableItem {
  _id: string;
  title: string;
  accountingType: 'single' | 'batch';
  quantity: number;
}

export interface BookLine {
  item: BookableItem;
  /** As typed: a batch's quantity (a single item is always 1). */
  quantity: string;
}

/** Whether a line's quantity is one the API takes: a whole number from 1 to the batch's quantity. */
export const lineValid = (line: BookLine): boolean => {
  if (line.item.accountingType === 'single') return true;
  const quantity = Number(line.quantity);
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= line.item.quantity;
};

interface BookLinesProps {
  lines: BookLine[];
  onChange: (lines: BookLine[]) => void;
}

/** The booking's items: each with its quantity when a batch, and Remove while more than one is left. */
export function BookLines({ lines, onChange }: BookLinesProps) {
  const { t } = useTranslation('bookings');
  return (
    <Stack gap="2" data-testid="book-lines">
      {lines.map((line, index) => (
        <Flex key={line.item._id} align="center" gap="2" borderWidth="1px" borderRadius="md" px="2" py="1.5" data-testid={`book-line-${line.item._id}`}>
          <Text flex="1" minW="0" fontSize="sm" fontWeight="medium" truncate title={line.item.title}>
            {line.item.title}
          </Text>
          {line.item.accountingType === 'batch' ? (
            <Flex align="center" gap="1" flexShrink={0}>
              <Input
                type="number"
                size="sm"
                width="20"
                min={1}
                max={line.item.quantity}
                value={line.quantity}
                aria-label={t('quantity', { max: line.item.quantity })}
                aria-invalid={!lineValid(line)}
                onChange={(event) => onChange(lines.map((entry, at) => (at === index ? { ...entry, quantity: event.target.value } : entry)))}
                data-testid="book-quantity"
              />
              <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                / {line.item.quantity}
              </Text>
            </Flex>
          ) : null}
          {lines.length > 1 ? (
            <Button size="xs" variant="ghost" colorPalette="red" flexShrink={0} onClick={() => onChange(lines.filter((_, at) => at !== index))} data-testid="book-line-remove">
              {t('item_remove')}
            </Button>
          ) : null}
        </Flex>
      ))}
    </Stack>
  );
}
