import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { DataList } from '@chakra-ui/react/data-list';
import { Stack } from '@chakra-ui/react/stack';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { plans } from '../../../../../shared/plans';
import type { Billing } from '../api/billing';
import { useFormatDay } from '../use-money';
import '../i18n';

/** The plan in force, until when (trial or paid), the lock for non-payment and the company's promo code. */
export function PlanSummary({ billing }: { billing: Billing }) {
  const { t } = useTranslation('payments');
  const day = useFormatDay();
  const until = billing.subscriptionEndDate;
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
          <DataList.ItemValue data-testid="billing-plan" data-plan={billing.effectivePlan}>
            {plans[billing.effectivePlan].title}
          </DataList.ItemValue>
        </DataList.Item>
        {until ? (
          <DataList.Item>
            <DataList.ItemLabel>{t('billing.period')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="billing-until" data-period={billing.periodKind}>
              {billing.periodKind === 'trial' ? t('billing.trial_until', { date: day(until) }) : t('billing.paid_until', { date: day(until) })}
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
