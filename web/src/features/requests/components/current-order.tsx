import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Center } from '@chakra-ui/react/center';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingCurrency } from '../../../../../shared/plans';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { markMethodsQuery } from '../api/mark-methods';
import { usePublishRequest } from '../api/publish-request';
import { useSaveRequest } from '../api/save-request';
import { useAmounts } from '../../../components/use-amounts';
import { isEmptyOrder, orderTotalCents, priceLines, removeLine, setLineQuantity, type LocalOrder } from '../order';
import { orderBody, problemsOfServer, type OrderField, type OrderProblem, type OrderProblems } from '../order-body';
import { tellingError } from '../request-view';
import { useShopLanguage } from '../use-shop-language';
import { DeliveryForm } from './delivery-form';
import { EmptyOrder } from './empty-order';
import { OrderLineCard } from './order-line-card';
import { RequestStatusBadge } from './request-status-badge';
import '../i18n';

interface CurrentOrderProps {
  order: LocalOrder;
  onChange: (order: LocalOrder) => void;
  /** Forgets the current order: it was saved, published or discarded. */
  onReset: () => void;
  onChoose: () => void;
  /** Saved as a draft: My orders shows it. */
  onSaved: () => void;
}

/**
 * "Current order" (spec status -1, local, until saved): its lines with totals, the delivery data,
 * then save as a draft or publish and pay. Publishing leaves for the payment provider's page.
 */
export function CurrentOrder({ order, onChange, onReset, onChoose, onSaved }: CurrentOrderProps) {
  const { t } = useTranslation(['requests', 'fields', 'errors']);
  const { money, count } = useAmounts();
  const methods = useQuery(markMethodsQuery(useShopLanguage()));
  const save = useSaveRequest();
  const publish = usePublishRequest();
  const [attempt, setAttempt] = useState<'draft' | 'publish' | null>(null);
  const [serverProblems, setServerProblems] = useState<OrderProblems>({});
  const [leaving, setLeaving] = useState(false);
  const [discarding, setDiscarding] = useState(false);

  const catalogue = methods.data?.data ?? [];
  const currency = methods.data?.currency ?? billingCurrency;
  const lines = priceLines(order.lines, catalogue);
  // Problems show once a save was tried, and go away as each one is fixed.
  const problems: OrderProblems = { ...serverProblems, ...(attempt ? (orderBody(order, catalogue, attempt) as { problems?: OrderProblems }).problems : {}) };

  const problemText = (problem: OrderProblem | undefined, minimum = 1): string | undefined => {
    if (!problem) return undefined;
    if (problem === 'min_quantity') return t('quantity_min', { count: count(minimum) });
    if (problem === 'max_quantity') return t('quantity_max');
    if (problem === 'EmptyOrder') return t('EmptyOrder', { ns: 'errors' });
    return t(problem, { ns: 'fields' });
  };
  const errorOf = (field: OrderField) => problemText(problems[field]);

  const change = (next: LocalOrder) => {
    setServerProblems({});
    onChange(next);
  };

  const failed = (error: unknown) => {
    const fields = isApiError(error, 'ValidationError') ? error.fieldErrors : {};
    const placed = problemsOfServer(fields, order);
    if (Object.keys(placed.problems).length > 0) {
      setServerProblems(placed.problems);
      notify.error(t('fix_fields'));
      return;
    }
    const named = tellingError(error);
    notify.error(named ? t(named, { ns: 'errors' }) : t(order.requestId ? 'error_edit' : 'error_create'));
  };

  const submit = (mode: 'draft' | 'publish') => {
    setAttempt(mode);
    setServerProblems({});
    const result = orderBody(order, catalogue, mode);
    if (!result.ok || methods.isPending) {
      if (!result.ok && result.problems.lines !== 'EmptyOrder') notify.error(t('fix_fields'));
      return;
    }
    const input = { id: order.requestId, body: result.body };
    if (mode === 'draft') {
      save.mutate(input, {
        onSuccess: () => {
          notify.success(t(order.requestId ? 'updated' : 'created'));
          setAttempt(null);
          onReset();
          onSaved();
        },
        onError: failed,
      });
      return;
    }
    publish.mutate(input, {
      onSuccess: (answer) => {
        // Saved on the server now: the local copy has done its job, whatever the payment's outcome.
        setLeaving(true);
        onReset();
        window.location.assign(answer.checkoutUrl);
      },
      onError: failed,
    });
  };

  const busy = save.isPending || publish.isPending || leaving;

  return (
    <Stack gap="4" data-testid="current-order">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h2" size="lg" flex="1" minW="0" wordBreak="break-word">
          {order.code ? t('order_editing', { code: order.code }) : t('order_new')}
        </Heading>
        <RequestStatusBadge status={order.requestId ? 'saved' : 'local'} />
      </Flex>

      {isEmptyOrder(order) ? (
        <EmptyOrder onChoose={onChoose} error={problems.lines === 'EmptyOrder'} />
      ) : methods.isPending ? (
        // Prices come from the catalogue: no line shows a made-up total while it loads.
        <Center py="10">
          <Spinner color="brand.solid" />
        </Center>
      ) : (
        <Stack gap="3" data-testid="order-lines">
          {methods.isError ? (
            <Alert.Root status="error" data-testid="mark-methods-error">
              <Alert.Indicator />
              <Alert.Title>{t('catalogue_error')}</Alert.Title>
            </Alert.Root>
          ) : null}
          {lines.map((line) => (
            <OrderLineCard
              key={line.type}
              line={line}
              currency={currency}
              priced={methods.isSuccess}
              onQuantityChange={(quantity) => change({ ...order, lines: setLineQuantity(order.lines, line.type, quantity) })}
              onRemove={() => change({ ...order, lines: removeLine(order.lines, line.type) })}
              error={problemText(problems[`line.${line.type}`], line.minQuantity)}
            />
          ))}
          <Flex justify="flex-end" align="baseline" gap="3" px="1">
            <Text color="fg.muted">{t('order_total')}</Text>
            <Text fontSize="xl" fontWeight="bold" data-testid="order-total">
              {methods.isSuccess ? money(orderTotalCents(lines), currency) : '—'}
            </Text>
          </Flex>
        </Stack>
      )}

      <DeliveryForm
        recipient={order.recipient}
        delivery={order.delivery}
        onRecipientChange={(recipient) => change({ ...order, recipient })}
        onDeliveryChange={(delivery) => change({ ...order, delivery })}
        errorOf={errorOf}
      />

      {leaving ? (
        <Alert.Root status="info" data-testid="order-redirecting">
          <Alert.Indicator />
          <Alert.Title>{t('redirecting')}</Alert.Title>
        </Alert.Root>
      ) : null}

      <Flex gap="3" wrap="wrap" justify="flex-end" direction={{ base: 'column-reverse', sm: 'row' }}>
        <Button variant="ghost" disabled={busy} onClick={() => setDiscarding(true)} data-testid="order-discard">
          {t('new_order')}
        </Button>
        <Button variant="outline" loading={save.isPending} disabled={busy} onClick={() => submit('draft')} data-testid="order-save-draft">
          {t('save_draft')}
        </Button>
        <Button colorPalette="brand" loading={publish.isPending || leaving} disabled={busy} onClick={() => submit('publish')} data-testid="order-publish">
          {t('publish')}
        </Button>
      </Flex>

      <ConfirmDialog
        open={discarding}
        title={t('new_order_title')}
        confirmLabel={t('new_order')}
        danger
        onConfirm={() => {
          setDiscarding(false);
          setAttempt(null);
          setServerProblems({});
          onReset();
        }}
        onCancel={() => setDiscarding(false)}
        confirmTestId="order-discard-confirm"
      >
        <Text>{t('new_order_text')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
