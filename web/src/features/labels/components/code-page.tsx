import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { isApiError } from '../../../lib/api-client';
import { itemByCodeQuery } from '../../../lib/api/item-by-code';
import { BindDialog } from './bind-dialog';
import '../i18n';

/**
 * Where a label's QR code lands (`/q/<code>`): the item the code marks opens; a code no item has yet
 * (a generated label just stuck on) offers to bind it to an item.
 */
export function CodePage({ companyId, code }: { companyId: string; code: string }) {
  const { t } = useTranslation(['labels', 'errors']);
  const navigate = useNavigate();
  const found = useQuery(itemByCodeQuery(companyId, code));
  const [binding, setBinding] = useState(false);
  const item = found.data;
  useEffect(() => {
    if (item) void navigate({ to: '/items/$id', params: { id: item._id }, replace: true });
  }, [item, navigate]);

  return (
    <Page title={t('code_title', { code })} testId="code-page">
      {found.isPending || item ? (
        <Center py="10" gap="3">
          <Spinner color="brand.solid" />
          <Text color="fg.muted">{t('code_looking')}</Text>
        </Center>
      ) : found.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t(isApiError(found.error) ? (found.error.error as 'NotFound') : 'InternalError', { ns: 'errors' })}</Alert.Title>
        </Alert.Root>
      ) : (
        <Stack gap="4" align="flex-start" data-testid="code-page-none">
          <Text>{t('code_none')}</Text>
          <Button colorPalette="brand" onClick={() => setBinding(true)} data-testid="code-page-bind">
            {t('code_bind')}
          </Button>
        </Stack>
      )}
      {binding ? (
        <BindDialog
          companyId={companyId}
          initialCode={code}
          onClose={() => {
            setBinding(false);
            void found.refetch();
          }}
        />
      ) : null}
    </Page>
  );
}
