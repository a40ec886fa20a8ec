import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { plans } from '../../../../../shared/plans';
import type { Billing } from '../api/billing';
import { useAmounts } from '../../../components/use-amounts';
import { useFormatDay } from '../use-money';
import { PauseSubscriptionDialog } from './pause-subscription-dialog';
import '../i18n';

/** The monthly subscription: active or inactive, the next debit, and pausing it. */
export function SubscriptionSection({ subscription }: { subscription: Billing['subscription'] }) {
  const { t } = useTranslation('payments');
  const day = useFormatDay();
  const { money } = useAmounts();
  const [pausing, setPausing] = useState(false);
  if (!subscription) {
    return (
      <Text color="fg.muted" data-testid="billing-subscription" data-state="none">
        {t('billing.no_subscription')}
      </Text>
    );
  }
  const active = subscription.state === 'active';
  return (
    <Stack gap="3" data-testid="billing-subscription" data-state={subscription.state}>
      <Flex align="center" gap="3" wrap="wrap">
        <Text fontWeight="medium">{plans[subscription.plan].title}</Text>
        <Badge recipe={badgeRecipe} colorPalette={active ? 'green' : 'gray'}>
          {active ? t('billing.active') : t('billing.inactive')}
        </Badge>
      </Flex>
      {active && subscription.nextPaymentDate ? (
        <Text data-testid="billing-next-payment">
          {t('billing.next_payment', { date: day(subscription.nextPaymentDate), amount: money(subscription.amountCents) })}
        </Text>
      ) : null}
      {active ? (
        <Button variant="outline" colorPalette="red" alignSelf="flex-start" onClick={() => setPausing(true)} data-testid="billing-pause">
          {t('billing.pause')}
        </Button>
      ) : null}
      {pausing ? <PauseSubscriptionDialog onClose={() => setPausing(false)} /> : null}
    </Stack>
  );
}
