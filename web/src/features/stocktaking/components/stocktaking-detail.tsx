import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Center } from '@chakra-ui/react/center';
import { Flex } from '@chakra-ui/react/flex';
import { Link as RouterLink } from '@tanstack/react-router';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../../shared/roles';
import { AccessNotice, isAccessRefusal, PlanNotice } from '../../../components/access-notice';
import { Page } from '../../../components/page';
import { usePageCrumb } from '../../shell/page-crumb';
import { stocktakingDetailQuery } from '../api/stocktaking-detail';
import { BackLink } from './back-link';
import { mayCount, mayDelete, mayFinish, refetchMs } from '../stocktaking-view';
import { CountTiles } from './count-tiles';
import { DeleteStocktakingDialog } from './delete-stocktaking-dialog';
import { FinishDialog } from './finish-dialog';
import { LinesSection } from './lines-section';
import { ReportButton } from './report-button';
import { StocktakingStatusBadge } from './status-badge';
import { StocktakingFacts } from './stocktaking-facts';
import '../i18n';

interface StocktakingDetailProps {
  role: Role;
  companyId: string;
  stocktakingId: string;
  /** The plan has `stocktaking`. */
  allowed: boolean;
}

/**
 * /stocktaking/$id: status, scope, dates and people; the counts; the results per item. While the
 * expected list is being frozen it says so (asking every 2 s); while pending the counts and the
 * results refresh every 5 s, so the phones' scans appear as they come.
 */
export function StocktakingDetail({ role, companyId, stocktakingId, allowed }: StocktakingDetailProps) {
  const { t } = useTranslation('stocktaking');
  const detail = useQuery({ ...stocktakingDetailQuery(companyId, stocktakingId), enabled: allowed });
  const [dialog, setDialog] = useState<'finish' | 'delete' | null>(null);
  usePageCrumb(`/stocktaking/${stocktakingId}`, detail.data?.title);

  if (!allowed) {
    return (
      <Page title={t('title')} testId="stocktaking-detail">
        <PlanNotice role={role} title={t('plan_denied', { ns: 'ui' })} text={t('plan_denied_text', { ns: 'ui' })} reason="PlanAccessDenied" />
      </Page>
    );
  }
  if (detail.isPending) {
    return (
      <Center py="16" data-testid="stocktaking-detail-loading">
        <Spinner size="lg" color="brand.solid" />
      </Center>
    );
  }
  if (detail.isError) {
    return (
      <Page title={t('title')} testId="stocktaking-detail">
        {isAccessRefusal(detail.error) ? (
          <AccessNotice error={detail.error} role={role} />
        ) : (
          <Text color="fg.muted" data-testid="stocktaking-not-found">
            {t('not_found')}
          </Text>
        )}
        <BackLink />
      </Page>
    );
  }

  const stocktaking = detail.data;
  const pending = stocktaking.status === 'pending';
  const live = stocktaking.ready && pending;
  return (
    <Page title={stocktaking.title} testId="stocktaking-detail">
      <Flex gap="3" align="center" wrap="wrap" mt="-3">
        <StocktakingStatusBadge status={stocktaking.status} />
        {live ? (
          <Text fontSize="sm" color="fg.muted" data-testid="stocktaking-live">
            {t('live')}
          </Text>
        ) : null}
        <Flex flex="1" />
        {live && mayCount(role) ? (
          <Button asChild colorPalette="brand" data-testid="stocktaking-count">
            <RouterLink to="/stocktaking/$id/count" params={{ id: stocktaking._id }}>
              {t('count.action')}
            </RouterLink>
          </Button>
        ) : null}
        {stocktaking.ready ? <ReportButton companyId={companyId} stocktakingId={stocktaking._id} /> : null}
        {pending && stocktaking.ready && mayFinish(role) ? (
          <Button colorPalette="brand" onClick={() => setDialog('finish')} data-testid="stocktaking-finish">
            {t('finish')}
          </Button>
        ) : null}
        {mayDelete(role) ? (
          <Button variant="outline" colorPalette="red" onClick={() => setDialog('delete')} data-testid="stocktaking-delete">
            {t('delete')}
          </Button>
        ) : null}
      </Flex>
      <StocktakingFacts stocktaking={stocktaking} />
      {stocktaking.ready ? (
        <Stack gap="6">
          <CountTiles counts={stocktaking.counts} />
          <LinesSection companyId={companyId} stocktakingId={stocktaking._id} refetchInterval={live ? refetchMs.live : false} />
        </Stack>
      ) : (
        <Alert.Root status="info" alignItems="center" data-testid="stocktaking-preparing">
          <Spinner size="sm" color="blue.solid" />
          <Alert.Content>
            <Alert.Title>{t('preparing')}</Alert.Title>
            <Alert.Description>{t('preparing_text')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <BackLink />
      {dialog === 'finish' ? (
        <FinishDialog companyId={companyId} stocktakingId={stocktaking._id} missing={stocktaking.counts.missing} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'delete' ? <DeleteStocktakingDialog companyId={companyId} stocktaking={stocktaking} onClose={() => setDialog(null)} /> : null}
    </Page>
  );
}
