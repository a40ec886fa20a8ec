import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmounts } from '../../../components/use-amounts';
import { parseQuantity, type PricedLine } from '../order';
import { QuantityInput } from './quantity-input';
import '../i18n';

interface OrderLineCardProps {
  line: PricedLine;
  currency: string;
  /** False when the catalogue could not be loaded: the prices are unknown here, not zero. */
  priced: boolean;
  /** 0 while the box holds no whole number: the order then refuses to be saved. */
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  /** Already translated. */
  error?: string;
}

/** One line of the current order: type, quantity to change, price per one, line total, remove. */
export function OrderLineCard({ line, currency, priced, onQuantityChange, onRemove, error }: OrderLineCardProps) {
  const { t } = useTranslation('requests');
  const { money } = useAmounts();
  const [text, setText] = useState(String(line.quantity));

  // More of this type added from the catalogue: the box follows, unless it is being emptied to retype.
  useEffect(() => {
    if (line.quantity > 0 && parseQuantity(text) !== line.quantity) setText(String(line.quantity));
  }, [line.quantity]);

  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="4" data-testid={`order-line-${line.type}`}>
      <Flex gap="4" wrap="wrap" align="flex-start">
        <Box flex="1 1 180px" minW="0">
          <Text color="fg.muted" fontSize="xs">
            {t('column_type')}
          </Text>
          <Text fontWeight="semibold" wordBreak="break-word">
            {line.title}
          </Text>
        </Box>
        <Field.Root invalid={Boolean(error)} width="130px" flexShrink={0}>
          <Field.Label fontSize="xs" color="fg.muted" fontWeight="normal">
            {t('column_quantity')}
          </Field.Label>
          <QuantityInput
            value={text}
            onChange={(next) => {
              setText(next);
              onQuantityChange(parseQuantity(next) ?? 0);
            }}
            label={`${t('column_quantity')}: ${line.title}`}
            invalid={Boolean(error)}
            testId={`order-line-quantity-${line.type}`}
          />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
        <Box flexShrink={0}>
          <Text color="fg.muted" fontSize="xs">
            {t('column_price')}
          </Text>
          <Text>{priced ? money(line.priceCents, currency) : '—'}</Text>
        </Box>
        <Box flexShrink={0}>
          <Text color="fg.muted" fontSize="xs">
            {t('column_total')}
          </Text>
          <Text fontWeight="semibold" data-testid="order-line-total">
            {priced ? money(line.totalCents, currency) : '—'}
          </Text>
        </Box>
        <Button size="sm" variant="outline" colorPalette="red" alignSelf="center" onClick={onRemove} data-testid={`order-line-remove-${line.type}`}>
          {t('remove_line')}
        </Button>
      </Flex>
    </Box>
  );
}
