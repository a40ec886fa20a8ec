import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { defaultSalePercent, quotePrice } from '../../../../../shared/plans';
import type { PlanView } from '../api/plans';
import { isUnlimited, monthlyPriceCents, type ToggleDuration } from '../pricing';
import { useAmounts } from '../../../components/use-amounts';
import '../i18n';

interface PlanCardProps {
  plan: PlanView;
  duration: ToggleDuration;
  currency: string;
  current: boolean;
  selected: boolean;
  onChoose: () => void;
}

/**
 * Spec: a plan card: title, the monthly price less the chosen duration's sale, the old price (price
 * plus 20) struck through, the popular badge, the limits (unlimited from 100000) and the features;
 * beside the price, the rule it follows (the discounts of 6 and 12 months, or the year's sum).
 */
export function PlanCard({ plan, duration, currency, current, selected, onChoose }: PlanCardProps) {
  const { t } = useTranslation('payments');
  const { money, count: formatCount } = useAmounts();
  const free = plan.priceCents === 0;
  const quote = quotePrice(plan, duration, null);
  const limit = (count: number) => (isUnlimited(count) ? t('unlimited') : formatCount(count));
  return (
    <Card.Root
      borderWidth={selected ? '2px' : '1px'}
      borderColor={selected ? 'brand.solid' : plan.popular ? 'brand.emphasized' : 'border'}
      data-testid={`payment-plan-${plan._id}`}
      data-selected={selected || undefined}
    >
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Card.Title fontSize="xl">{plan.title}</Card.Title>
          <Flex gap="1">
            {current ? (
              <Badge recipe={badgeRecipe} colorPalette="blue" data-testid="payment-plan-current">
                {t('current')}
              </Badge>
            ) : null}
            {plan.popular ? (
              <Badge recipe={badgeRecipe} colorPalette="brand" variant="solid" data-testid="payment-plan-popular">
                {t('popular')}
              </Badge>
            ) : null}
          </Flex>
        </Flex>
      </Card.Header>
      <Card.Body gap="4">
        <Stack gap="0">
          <Flex align="baseline" gap="2" wrap="wrap">
            <Text fontSize="3xl" fontWeight="bold" data-testid="payment-plan-price">
              {money(monthlyPriceCents(plan, duration), currency)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('per_month')}
            </Text>
          </Flex>
          {free ? null : (
            <Flex gap="2" align="baseline" wrap="wrap" fontSize="sm">
              <Text as="s" color="fg.muted" data-testid="payment-plan-old-price">
                {money(plan.oldPriceCents, currency)}
              </Text>
              {quote.sale > 0 ? (
                <Text color="brand.fg" fontWeight="medium">
                  −{quote.sale} %
                </Text>
              ) : null}
            </Flex>
          )}
          {!free && duration === 12 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('billed_year', { total: money(quote.totalCents, currency) })}
            </Text>
          ) : null}
          {free ? null : (
            <Text fontSize="sm" color="fg.muted" data-testid="payment-plan-rule">
              {duration === 12
                ? t('rule.card_year', { monthly: money(plan.priceCents, currency), sale: quote.sale })
                : t('rule.card_month', { six: defaultSalePercent[6], twelve: defaultSalePercent[12] })}
            </Text>
          )}
        </Stack>
        <Stack gap="1" fontSize="sm">
          <Text data-testid="payment-plan-items">{t('limit_items', { limit: limit(plan.items) })}</Text>
          <Text data-testid="payment-plan-users">{t('limit_users', { limit: limit(plan.users) })}</Text>
        </Stack>
        <Stack as="ul" gap="1" fontSize="sm" listStyleType="none">
          {plan.permissions.map((feature) => (
            <Text as="li" key={feature}>
              ✓ {t(`features.${feature}`)}
            </Text>
          ))}
        </Stack>
      </Card.Body>
      {free ? null : (
        <Card.Footer>
          <Button w="full" colorPalette="brand" variant={selected ? 'solid' : 'outline'} onClick={onChoose} data-testid={`payment-choose-${plan._id}`}>
            {t('choose')}
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
