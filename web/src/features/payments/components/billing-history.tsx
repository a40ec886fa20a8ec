import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { plans } from '../../../../../shared/plans';
import type { Billing } from '../api/billing';
import { useFormatDateTime } from '../../../components/use-format-date';
import { useFormatDay } from '../use-money';
import '../i18n';

/** The company's last billing events: trial, payments, period ends, plan change requests, pauses. */
export function BillingHistory({ history }: { history: Billing['history'] }) {
  const { t } = useTranslation('payments');
  const dateTime = useFormatDateTime();
  const day = useFormatDay();
  if (history.length === 0) return <Text color="fg.muted">{t('billing.no_history')}</Text>;
  return (
    <Stack as="ol" gap="2" listStyleType="none" data-testid="billing-history">
      {history.map((event) => (
        <Stack as="li" key={`${event.at}-${event.kind}`} gap="0" data-kind={event.kind}>
          <Text fontSize="xs" color="fg.muted">
            {dateTime(event.at)}
          </Text>
          <Text>
            {[t(`billing.events.${event.kind}`), event.plan ? plans[event.plan].title : null, event.until ? t('billing.event_until', { date: day(event.until) }) : null]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
