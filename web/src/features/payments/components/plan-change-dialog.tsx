import { Badge } from '@chakra-ui/react/badge';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import type { PlanId } from '../../../../../shared/plans';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/toaster';
import { useRequestPlanChange } from '../api/request-plan-change';
import '../i18n';

interface PlanChangeDialogProps {
  from: { id: PlanId; title: string };
  to: { id: PlanId; title: string };
  direction: 'Upgrade' | 'Downgrade';
  onClose: () => void;
}

/** Spec: on a running paid plan another plan is a request to support, labelled Upgrade or Downgrade. */
export function PlanChangeDialog({ from, to, direction, onClose }: PlanChangeDialogProps) {
  const { t } = useTranslation('payments');
  const request = useRequestPlanChange();
  const send = () =>
    request.mutate(to.id, {
      onSuccess: () => {
        notify.success(t('change.sent'));
        onClose();
      },
      onError: () => notify.error(t('change.failed')),
    });
  return (
    <ConfirmDialog
      open
      title={t('change.title')}
      confirmLabel={t('change.send')}
      loading={request.isPending}
      onConfirm={send}
      onCancel={onClose}
      confirmTestId="payment-change-send"
    >
      <Stack gap="3" data-testid="payment-change-dialog" data-direction={direction}>
        <Badge recipe={badgeRecipe} alignSelf="flex-start" colorPalette={direction === 'Upgrade' ? 'green' : 'orange'}>
          {t(`directions.${direction}`)}
        </Badge>
        <Text>{t('change.text', { from: from.title, to: to.title })}</Text>
      </Stack>
    </ConfirmDialog>
  );
}
