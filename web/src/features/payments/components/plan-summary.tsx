import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { DataList } from '@chakra-ui/react/data-list';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { plans } from '../../../../../shared/plans';
import type { Billing } from '../api/billing';
import { PeriodLines, PeriodStateBadge } from './current-plan';
import '../i18n';

/**
 * The plan in force with its period as /payment's "Your plan" tells it (the trial and its days left,
 * a paid period waiting for the trial's end, Free after the trial, a period that ended), the lock for
 * non-payment and the company's promo code.
 */
export function PlanSummary({ billing }: { billing: Billing }) {
  const { t } = useTranslation('payments');
  const { period } = billing;
  return (
    <Stack gap="4">
      {billing.locked ? (
        <Alert.Root status="error" data-testid="billing-locked">
          <Alert.Indicator />
          <Alert.Title>{t('billing.locked')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>{t('billing.plan')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Flex align="center" gap="2" wrap="wrap">
              <span data-testid="billing-plan" data-plan={billing.effectivePlan}>
                {plans[billing.effectivePlan].title}
              </span>
              <PeriodStateBadge state={period.state} testId="billing-period-state" />
            </Flex>
          </DataList.ItemValue>
        </DataList.Item>
        {billing.subscriptionEndDate ? (
          <DataList.Item alignItems="flex-start">
            <DataList.ItemLabel>{t('billing.period')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="billing-current-period" data-state={period.state} data-period={billing.periodKind}>
              <PeriodLines period={period} testIdPrefix="billing" />
            </DataList.ItemValue>
          </DataList.Item>
        ) : null}
        <DataList.Item>
          <DataList.ItemLabel>{t('billing.promo')}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="billing-promo">
            {billing.promo ? t('billing.promo_value', { code: billing.promo.code, sale: billing.promo.sale }) : t('billing.promo_none')}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Button asChild colorPalette="brand" alignSelf="flex-start" data-testid="billing-buy">
        <RouterLink to="/payment">{t('billing.buy')}</RouterLink>
      </Button>
    </Stack>
  );
}
