import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { menuAccess } from '../../../shared/permissions';
import type { Role } from '../../../shared/roles';
import { isApiError } from '../lib/api-client';
import './ui-i18n';

/** Refusals a notice explains better than a toast: the role's, the plan's, and the plan's limits. */
const planRefusals = ['PlanAccessDenied', 'UserLimitExceeded', 'ItemLimitExceeded'] as const;

export function isAccessRefusal(error: unknown): boolean {
  return isApiError(error, 'AccessError') || planRefusals.some((name) => isApiError(error, name));
}

/**
 * Spec: AccessError says "access denied"; a plan refusal says so and offers the plan page to those
 * who may buy one (root, admin), while everyone else is told to ask admins or stockmen.
 */
export function AccessNotice({ error, role }: { error: unknown; role: Role }) {
  const { t } = useTranslation('ui');
  const reason = planRefusals.find((name) => isApiError(error, name));
  if (!reason) {
    return (
      <Alert.Root status="error" data-testid="access-notice">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('access_denied')}</Alert.Title>
          <Alert.Description>{t('access_denied_text')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const denied = reason === 'PlanAccessDenied';
  return (
    <PlanNotice
      role={role}
      reason={reason}
      title={denied ? t('plan_denied') : t(reason, { ns: 'errors' })}
      text={denied ? t('plan_denied_text') : undefined}
    />
  );
}

interface PlanNoticeProps {
  role: Role;
  title: string;
  text?: string;
  /** The error name behind the notice, for tests and styles. */
  reason?: string;
}

export function PlanNotice({ role, title, text, reason }: PlanNoticeProps) {
  const { t } = useTranslation('ui');
  const mayBuy = menuAccess.payment_tariff.includes(role);
  return (
    <Alert.Root status="warning" alignItems="center" data-testid="plan-notice" data-reason={reason}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{mayBuy ? text : [text, t('plan_contact_admins')].filter(Boolean).join(' ')}</Alert.Description>
      </Alert.Content>
      {mayBuy ? (
        <Button asChild size="sm" colorPalette="brand" data-testid="plan-notice-payment">
          <RouterLink to="/payment">{t('plan_change')}</RouterLink>
        </Button>
      ) : null}
    </Alert.Root>
  );
}
