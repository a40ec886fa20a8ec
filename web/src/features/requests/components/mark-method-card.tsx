import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarkMethod } from '../api/mark-methods';
import { useAmounts } from '../../../components/use-amounts';
import { parseQuantity, quantityProblem } from '../order';
import { QuantityInput } from './quantity-input';
import '../i18n';

interface MarkMethodCardProps {
  method: MarkMethod;
  currency: string;
  onAdd: (quantity: number) => void;
}

/** One sticker or seal type: what it is, its price per piece, its minimum, and how many to add. */
export function MarkMethodCard({ method, currency, onAdd }: MarkMethodCardProps) {
  const { t } = useTranslation('requests');
  const { money, count } = useAmounts();
  const [text, setText] = useState(String(method.minQuantity));
  const [tried, setTried] = useState(false);
  const problem = quantityProblem(parseQuantity(text), method.minQuantity);
  const error = !tried || !problem ? undefined : problem === 'min' ? t('quantity_min', { count: count(method.minQuantity) }) : problem === 'max' ? t('quantity_max') : t('quantity_required');

  const add = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const quantity = parseQuantity(text);
    if (quantity === null || problem) return;
    onAdd(quantity);
    setTried(false);
  };

  return (
    <Card.Root size="sm" data-testid={`mark-method-${method.type}`}>
      <Card.Body gap="2">
        <Card.Title>{method.title}</Card.Title>
        <Text color="fg.muted" fontSize="sm">
          {method.description}
        </Text>
        <Flex gap="3" wrap="wrap" align="baseline" justify="space-between">
          <Text fontWeight="semibold" data-testid="mark-method-price">
            {t('price_per_piece', { price: money(method.priceCents, currency) })}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('min_quantity', { count: count(method.minQuantity) })}
          </Text>
        </Flex>
      </Card.Body>
      <Card.Footer>
        <form onSubmit={add} noValidate style={{ width: '100%' }}>
          <Field.Root invalid={Boolean(error)}>
            <Flex gap="2" width="full">
              <QuantityInput
                value={text}
                onChange={(next) => {
                  setText(next);
                  setTried(true);
                }}
                label={`${t('quantity')}: ${method.title}`}
                invalid={Boolean(error)}
                testId={`mark-method-quantity-${method.type}`}
              />
              <Button type="submit" colorPalette="brand" flexShrink={0} data-testid={`mark-method-add-${method.type}`}>
                {t('add_to_order')}
              </Button>
            </Flex>
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
          </Field.Root>
        </form>
      </Card.Footer>
    </Card.Root>
  );
}
