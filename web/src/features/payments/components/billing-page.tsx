import { Alert } from '@chakra-ui/react/alert';
import { Card } from '@chakra-ui/react/card';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { billingQuery } from '../api/billing';
import { BillingHistory } from './billing-history';
import { PaymentsTable } from './payments-table';
import { PlanSummary } from './plan-summary';
import { SubscriptionSection } from './subscription-section';
import '../i18n';

type SectionName = 'plan' | 'subscription' | 'payments' | 'history';

/** /settings/payment: the plan and its period, the subscription, the payments and the billing history. */
export function BillingPage() {
  const { t } = useTranslation('payments');
  const billing = useQuery(billingQuery);
  return (
    <Page title={t('billing.title')} testId="billing-page">
      {billing.isError ? (
        <Alert.Root status="error" data-testid="billing-failed">
          <Alert.Indicator />
          <Alert.Title>{t('billing.failed')}</Alert.Title>
        </Alert.Root>
      ) : null}
      {billing.data ? (
        <>
          <Section name="plan" title={t('billing.plan_section')}>
            <PlanSummary billing={billing.data} />
          </Section>
          <Section name="subscription" title={t('billing.subscription')}>
            <SubscriptionSection subscription={billing.data.subscription} />
          </Section>
        </>
      ) : null}
      <Section name="payments" title={t('billing.payments')}>
        <PaymentsTable />
      </Section>
      {billing.data ? (
        <Section name="history" title={t('billing.history')}>
          <BillingHistory history={billing.data.history} />
        </Section>
      ) : null}
    </Page>
  );
}

function Section({ name, title, children }: { name: SectionName; title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" maxW="960px" minW="0" aria-labelledby={`billing-${name}`} data-testid={`billing-section-${name}`}>
      <Card.Header>
        <Card.Title as="h2" id={`billing-${name}`} fontSize="xl">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
