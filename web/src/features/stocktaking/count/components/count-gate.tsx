import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { roleGroups } from '../../../../../../shared/permissions';
import { PlanNotice } from '../../../../components/access-notice';
import type { CountSession } from '../count-db';
import { CountScreen } from './count-screen';
import '../../i18n';

/**
 * The count screen for those who may count (storekeepers and up, on a plan with stocktaking); a
 * notice for everyone else, and for a device that has never opened it online (nobody to count as).
 */
export function CountGate({ session, stocktakingId }: { session: CountSession | null; stocktakingId: string }) {
  const { t } = useTranslation('stocktaking');
  if (session && (roleGroups.staff as readonly string[]).includes(session.role) && session.allowed) {
    return <CountScreen key={`${session.userId}:${stocktakingId}`} session={session} stocktakingId={stocktakingId} />;
  }
  return (
    <Box minH="100dvh" bg="bg.subtle" p="4" data-testid="count-screen">
      <Stack gap="4" maxW="xl" mx="auto">
        {!session ? (
          <Alert.Root status="info" data-testid="count-needs-online">
            <Alert.Indicator />
            <Alert.Title>{t('count.needs_online')}</Alert.Title>
          </Alert.Root>
        ) : !(roleGroups.staff as readonly string[]).includes(session.role) ? (
          <Alert.Root status="warning" data-testid="count-role-denied">
            <Alert.Indicator />
            <Alert.Title>{t('count.role_denied')}</Alert.Title>
          </Alert.Root>
        ) : (
          <PlanNotice role={session.role} title={t('plan_denied', { ns: 'ui' })} text={t('plan_denied_text', { ns: 'ui' })} reason="PlanAccessDenied" />
        )}
        <Link asChild color="brand.fg" fontSize="sm" data-testid="count-back">
          <RouterLink to="/stocktaking/$id" params={{ id: stocktakingId }}>
            {t('count.back')}
          </RouterLink>
        </Link>
      </Stack>
    </Box>
  );
}
