import { Alert } from '@chakra-ui/react/alert';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanId } from '../../../../../shared/plans';
import { Preloader } from '../../../components/preloader';
import { billingQuery } from '../api/billing';
import { plansQuery } from '../api/plans';
import type { ToggleDuration } from '../pricing';
import { CurrentPlan } from './current-plan';
import { DurationToggle } from './duration-toggle';
import { PaymentOptionsForm } from './payment-options-form';
import { PlanCard } from './plan-card';
import { PlansComparison } from './plans-comparison';
import '../i18n';

/**
 * Spec: what root and admin see on /payment: the plan in force with its period, the toggle, the
 * cards, the comparison, the options and the terms.
 */
export function PlansView({ companyId }: { companyId: string }) {
  const { t } = useTranslation('payments');
  const plans = useQuery(plansQuery);
  const billing = useQuery(billingQuery);
  const [toggle, setToggle] = useState<ToggleDuration>(1);
  const [chosen, setChosen] = useState<PlanId | null>(null);

  if (plans.isError) return <Failure text={t('plans_failed')} testId="payment-plans-failed" />;
  if (billing.isError) return <Failure text={t('billing.failed')} testId="payment-billing-failed" />;
  if (!plans.data || !billing.data) return <Preloader />;

  const onSale = plans.data.plans.filter((plan) => plan.priceCents > 0);
  const paidPlan = billing.data.periodKind === 'paid' ? billing.data.effectivePlan : null;
  const fallback = onSale.find((plan) => plan._id === paidPlan) ?? onSale.find((plan) => plan.popular) ?? onSale[0];
  const plan = chosen ?? fallback?._id ?? null;
  const choose = (id: PlanId) => {
    setChosen(id);
    document.getElementById('payment-options')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Stack gap="8" data-testid="payment-plans">
      <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="4">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('title')}
          </Heading>
          <Link asChild color="brand.fg" fontSize="sm">
            <RouterLink to="/settings/payment" data-testid="payment-billing-link">
              {t('billing.title')}
            </RouterLink>
          </Link>
        </Stack>
        <DurationToggle value={toggle} onChange={setToggle} />
      </Flex>
      <CurrentPlan billing={billing.data} />
      {billing.data.locked ? (
        <Alert.Root status="error" data-testid="payment-locked">
          <Alert.Indicator />
          <Alert.Title>{t('billing.locked')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2, xl: plans.data.plans.length }} gap="4">
        {plans.data.plans.map((card) => (
          <PlanCard
            key={card._id}
            plan={card}
            duration={toggle}
            currency={plans.data.currency}
            current={card._id === billing.data.effectivePlan}
            selected={card._id === plan}
            onChoose={() => choose(card._id)}
          />
        ))}
      </SimpleGrid>
      {plan ? (
        <PaymentOptionsForm
          companyId={companyId}
          plans={onSale}
          currency={plans.data.currency}
          billing={billing.data}
          plan={plan}
          onPlanChange={setChosen}
          toggle={toggle}
        />
      ) : null}
      <PlansComparison plans={plans.data.plans} />
      <Link asChild color="brand.fg" alignSelf="flex-start" textDecoration="underline">
        <RouterLink to="/offer" target="_blank" data-testid="payment-terms">
          {t('offer.title')}
        </RouterLink>
      </Link>
    </Stack>
  );
}

function Failure({ text, testId }: { text: string; testId: string }) {
  return (
    <Alert.Root status="error" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}
