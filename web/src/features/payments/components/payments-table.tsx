import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { plans } from '../../../../../shared/plans';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { Pager } from '../../../components/pager';
import { useFormatDateTime } from '../../../components/use-format-date';
import { notify } from '../../../lib/toaster';
import { downloadInvoice } from '../api/invoice';
import { paymentsListQuery, paymentsPageSize, type PaymentRecord } from '../api/payments-list';
import { useAmounts } from '../../../components/use-amounts';
import { PaymentStatusBadge } from './payment-status-badge';
import '../i18n';

const columns = ['date', 'plan', 'method', 'period', 'price', 'total', 'status'] as const;

/** The company's payments, 10 a page, with their status colours and, for invoices, the PDF. */
export function PaymentsTable() {
  const { t } = useTranslation('payments');
  const [page, setPage] = useState(1);
  const list = useQuery(paymentsListQuery(page));
  const { money } = useAmounts();
  const dateTime = useFormatDateTime();

  // Spec: a failed list fetch falls back to empty data.
  const rows = list.data?.data ?? [];
  const total = list.data?.count ?? 0;
  const invoice = (payment: PaymentRecord) =>
    void downloadInvoice(payment._id).catch(() => notify.error(t('contact_support', { ns: 'common' })));

  if (list.isPending) return <ListSkeleton rows={3} testId="billing-payments-skeleton" />;
  if (rows.length === 0) return <EmptyState title={t('billing.no_payments')} testId="billing-payments-empty" />;
  return (
    <Stack gap="3">
      <Box overflowX="auto" maxW="full" borderWidth="1px" rounded="md" hideBelow="lg">
        <Table.Root recipe={tableSlotRecipe} size="sm" minW="720px" aria-busy={list.isFetching} data-testid="billing-payments">
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader key={column} textAlign={column === 'price' || column === 'total' ? 'end' : undefined}>
                  {t(`billing.columns.${column}`)}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((payment) => (
              <Table.Row key={payment._id} data-testid={`billing-payment-${payment._id}`}>
                <Table.Cell whiteSpace="nowrap">{dateTime(payment.createdAt)}</Table.Cell>
                <Table.Cell data-testid="billing-payment-plan">
                  {payment.kind === 'request' ? t('billing.sticker_order') : payment.plan ? plans[payment.plan].title : ''}
                </Table.Cell>
                <Table.Cell>{t(`methods.${payment.method}`)}</Table.Cell>
                <Table.Cell>{payment.duration ? t(`periods.${String(payment.duration) as '1' | '6' | '12'}`) : ''}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {money(payment.priceCents, payment.currency)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="medium" data-testid="billing-payment-total">
                  {money(payment.totalCents, payment.currency)}
                </Table.Cell>
                <Table.Cell>
                  <PaymentStatusBadge status={payment.status} testId="billing-payment-status" />
                </Table.Cell>
                <Table.Cell>
                  {payment.hasInvoice ? (
                    <Button size="xs" variant="outline" onClick={() => invoice(payment)} data-testid="billing-payment-invoice">
                      {t('billing.invoice')}
                    </Button>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack hideFrom="lg" gap="2" data-testid="billing-payment-cards">
        {rows.map((payment) => (
          <Box key={payment._id} bg="white" borderWidth="1px" borderRadius="lg" p="3" data-testid={`billing-payment-card-${payment._id}`}>
            <Flex justify="space-between" align="flex-start" gap="2">
              <Text fontWeight="semibold" minW="0">
                {payment.kind === 'request' ? t('billing.sticker_order') : payment.plan ? plans[payment.plan].title : ''}
              </Text>
              <Text fontWeight="semibold" flexShrink={0}>
                {money(payment.totalCents, payment.currency)}
              </Text>
            </Flex>
            <Text fontSize="sm" color="fg.muted" mt="1">
              {[dateTime(payment.createdAt), t(`methods.${payment.method}`), payment.duration ? t(`periods.${String(payment.duration) as '1' | '6' | '12'}`) : null]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Flex justify="space-between" align="center" gap="2" mt="2">
              <PaymentStatusBadge status={payment.status} testId="billing-payment-card-status" />
              {payment.hasInvoice ? (
                <Button size="sm" variant="outline" onClick={() => invoice(payment)}>
                  {t('billing.invoice')}
                </Button>
              ) : null}
            </Flex>
          </Box>
        ))}
      </Stack>
      <Pager page={page} pageSize={paymentsPageSize} total={total} onPageChange={setPage} testId="billing-payments-pager" />
    </Stack>
  );
}
