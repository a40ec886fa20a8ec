import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentsKey } from '../api/keys';
import { paymentQuery } from '../api/payment';
import { readPaymentResult } from '../payment-result';
import { PaymentFrame } from './payment-frame';
import { PaymentStatusBadge } from './payment-status-badge';
import '../i18n';

/**
 * Spec: the payment result page. Its title comes from what the provider put in the return (protocol
 * 2.0 `data`, or response_status); the payment's own status is the server's, which settles it from
 * the provider's callback or asks the provider itself. Continue refreshes the plan and the counts.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const result = useMemo(() => readPaymentResult(search), [search]);
  const payment = useQuery({ ...paymentQuery(result.orderId ?? ''), enabled: result.orderId !== null });
  const [leaving, setLeaving] = useState(false);

  const proceed = async () => {
    setLeaving(true);
    // The stats (plan, limits) and the company's period change with a settled payment.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['company'] }),
      queryClient.invalidateQueries({ queryKey: paymentsKey }),
    ]);
    await navigate({ to: '/settings/payment' });
  };

  return (
    <PaymentFrame backTo="/settings/payment">
      <Card.Root maxW="600px" mx="auto" data-testid="payment-result" data-result={result.success ? 'success' : 'error'}>
        <Card.Header>
          <Card.Title as="h1" fontSize="2xl" color={result.success ? 'brand.fg' : 'red.600'} data-testid="payment-result-title">
            {result.success ? t('result.success_title') : t('result.error_title')}
          </Card.Title>
        </Card.Header>
        <Card.Body gap="5">
          <Text>{result.success ? t('result.success_text') : t('result.error_text')}</Text>
          {result.orderId === null ? null : payment.isError ? (
            <Alert.Root status="warning" data-testid="payment-result-details-failed">
              <Alert.Indicator />
              <Alert.Title>{t('result.details_failed')}</Alert.Title>
            </Alert.Root>
          ) : (
            <Flex align="center" gap="3" wrap="wrap">
              <Text color="fg.muted">{t('result.status')}</Text>
              {payment.data ? (
                <PaymentStatusBadge status={payment.data.status} testId="payment-result-status" />
              ) : (
                <Flex align="center" gap="2">
                  <Spinner size="sm" />
                  <Text fontSize="sm">{t('result.checking')}</Text>
                </Flex>
              )}
            </Flex>
          )}
        </Card.Body>
        <Card.Footer>
          <Button colorPalette="brand" w={{ base: 'full', sm: 'auto' }} loading={leaving} onClick={() => void proceed()} data-testid="payment-result-continue">
            {t('result.continue')}
          </Button>
        </Card.Footer>
      </Card.Root>
    </PaymentFrame>
  );
}
