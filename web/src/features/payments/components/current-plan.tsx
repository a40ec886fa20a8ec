import { Badge } from '@chakra-ui/react/badge';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { plans } from '../../../../../shared/plans';
import type { Billing } from '../api/billing';
import { daysLeft } from '../pricing';
import { useFormatDay } from '../use-money';
import '../i18n';

type Period = Billing['period'];

const stateColours: Record<Period['state'], string> = { trial: 'orange', paid: 'green', free: 'gray', ended: 'red' };

/**
 * The top of /payment: the plan in force, whether its period is the trial or paid (or Free after the
 * trial, or a paid period that ended), and its dates; a period paid during the trial shows beside
 * the trial it follows.
 */
export function CurrentPlan({ billing }: { billing: Billing }) {
  const { t } = useTranslation('payments');
  return (
    <Card.Root as="section" aria-labelledby="payment-current-title" data-testid="payment-current" data-state={billing.period.state}>
      <Card.Body gap="2" p={{ base: '4', md: '5' }}>
        <Flex align="center" gap="3" wrap="wrap">
          <Text id="payment-current-title" fontSize="sm" color="fg.muted">
            {t('now.title')}
          </Text>
          <Text fontSize="xl" fontWeight="bold" data-testid="payment-current-plan" data-plan={billing.effectivePlan}>
            {plans[billing.effectivePlan].title}
          </Text>
          <PeriodStateBadge state={billing.period.state} testId="payment-current-state" />
        </Flex>
        <PeriodLines period={billing.period} testIdPrefix="payment-current" />
      </Card.Body>
    </Card.Root>
  );
}

/** Trial, Paid, Free or Ended, in the period's colour. */
export function PeriodStateBadge({ state, testId }: { state: Period['state']; testId: string }) {
  const { t } = useTranslation('payments');
  return (
    <Badge recipe={badgeRecipe} colorPalette={stateColours[state]} variant="subtle" data-testid={testId}>
      {t(`now.states.${state}`)}
    </Badge>
  );
}

/**
 * The period in words, one line each: its dates (with the days a trial has left), the paid period
 * that waits for the trial's end, or what follows a trial nobody paid for. The billing page shows the
 * same lines; `testIdPrefix` names them `-period`, `-next` and `-then`.
 */
export function PeriodLines({ period, testIdPrefix }: { period: Period; testIdPrefix: string }) {
  const { t } = useTranslation('payments');
  const day = useFormatDay();
  const { state, startsAt, endsAt, next } = period;

  let dates: string | null = null;
  if (state === 'trial' && startsAt && endsAt) {
    dates = `${t('now.trial', { start: day(startsAt), end: day(endsAt) })} · ${t('now.days_left', { count: daysLeft(endsAt, new Date()) })}`;
  } else if (state === 'paid' && endsAt) {
    dates = startsAt ? t('now.paid', { start: day(startsAt), end: day(endsAt) }) : t('now.paid_until', { end: day(endsAt) });
  } else if (state === 'free' && startsAt) {
    dates = t('now.free', { date: day(startsAt) });
  } else if (state === 'ended' && endsAt) {
    dates = t('now.ended', { date: day(endsAt) });
  }

  return (
    <Stack gap="1" fontSize="sm">
      {dates ? <Text data-testid={`${testIdPrefix}-period`}>{dates}</Text> : null}
      {next ? (
        <Text data-testid={`${testIdPrefix}-next`}>
          {t('now.next', { plan: plans[next.plan].title, start: day(next.startsAt), end: next.endsAt ? day(next.endsAt) : '…' })}
        </Text>
      ) : null}
      {state === 'trial' && !next ? (
        <Text color="fg.muted" data-testid={`${testIdPrefix}-then`}>
          {t('now.trial_then')}
        </Text>
      ) : null}
    </Stack>
  );
}
