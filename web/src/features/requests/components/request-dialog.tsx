import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Center } from '@chakra-ui/react/center';
import { Dialog } from '@chakra-ui/react/dialog';
import { Flex } from '@chakra-ui/react/flex';
import { Portal } from '@chakra-ui/react/portal';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StickerRequest } from '../../../../../shared/schemas/requests';
import { useFormatDateTime } from '../../../components/use-format-date';
import { notify } from '../../../lib/toaster';
import { markMethodsQuery } from '../api/mark-methods';
import { requestDetailQuery } from '../api/request-detail';
import { useAmounts } from '../../../components/use-amounts';
import { tellingError } from '../request-view';
import { useShopLanguage } from '../use-shop-language';
import { RejectRequestDialog } from './reject-request-dialog';
import { RequestStatusBadge } from './request-status-badge';
import '../i18n';

interface RequestDialogProps {
  companyId: string;
  id: string;
  /** Puts a draft into the current order to edit it. */
  onEdit: (request: StickerRequest) => void;
  onClose: () => void;
}

/** One order (GET /request/{id}): lines, totals, recipient and delivery; a draft can be edited or rejected, a published one only read. */
export function RequestDialog({ companyId, id, onEdit, onClose }: RequestDialogProps) {
  const { t } = useTranslation(['requests', 'errors']);
  const detail = useQuery(requestDetailQuery(companyId, id));
  const [rejecting, setRejecting] = useState(false);
  const request = detail.data;

  useEffect(() => {
    if (!detail.isError) return;
    const named = tellingError(detail.error);
    notify.error(named ? t(named, { ns: 'errors' }) : t('error_get'));
    onClose();
  }, [detail.isError]);

  return (
    <>
      <Dialog.Root
        recipe={dialogSlotRecipe}
        open
        onOpenChange={(details) => {
          // The rejection question opens over this dialog: its closing is its own.
          if (!details.open && !rejecting) onClose();
        }}
        placement="center"
        size={{ base: 'full', md: 'lg' }}
        scrollBehavior="inside"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="request-dialog">
              <Dialog.Header>
                <Flex gap="3" align="center" wrap="wrap" width="full">
                  <Dialog.Title flex="1">{t('detail_title', { code: request?.code ?? '' })}</Dialog.Title>
                  {request ? <RequestStatusBadge status={request.statusName} /> : null}
                </Flex>
              </Dialog.Header>
              <Dialog.Body>{request ? <RequestDetails request={request} /> : <Center py="10"><Spinner color="brand.solid" /></Center>}</Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Button variant="outline" onClick={onClose} data-testid="request-dialog-close">
                  {t('close')}
                </Button>
                {request?.editable ? (
                  <>
                    <Button variant="outline" colorPalette="red" onClick={() => setRejecting(true)} data-testid="request-reject">
                      {t('reject')}
                    </Button>
                    <Button colorPalette="brand" onClick={() => onEdit(request)} data-testid="request-edit">
                      {t('edit')}
                    </Button>
                  </>
                ) : null}
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {rejecting && request ? <RejectRequestDialog request={request} onDone={onClose} onCancel={() => setRejecting(false)} /> : null}
    </>
  );
}

function RequestDetails({ request }: { request: StickerRequest }) {
  const { t } = useTranslation('requests');
  const { money, count } = useAmounts();
  const formatDate = useFormatDateTime();
  const methods = useQuery(markMethodsQuery(useShopLanguage()));
  const titleOf = (type: string) => methods.data?.data.find((method) => method.type === type)?.title ?? type;
  const { delivery, recipient } = request;
  const deliveryText = !delivery
    ? null
    : delivery.type === 'branch'
      ? `${delivery.city.name}, ${t('branch_line', { number: delivery.branch.number, name: delivery.branch.name })}`
      : [delivery.city.name, t('address_line', { street: delivery.street.name, house: delivery.house }), delivery.flat ? t('flat_line', { flat: delivery.flat }) : null]
          .filter(Boolean)
          .join(', ');

  return (
    <Stack gap="5">
      <Text fontSize="sm" color="fg.muted">
        {[t('created_at', { date: formatDate(request.createdAt) }), request.publishedAt ? t('published_at', { date: formatDate(request.publishedAt) }) : null]
          .filter(Boolean)
          .join(' · ')}
      </Text>

      <Stack gap="2" data-testid="request-lines">
        {request.lines.map((line) => (
          <Flex key={line.type} gap="3" wrap="wrap" justify="space-between" borderBottomWidth="1px" pb="2">
            <Box flex="1 1 160px" minW="0">
              <Text fontWeight="medium" wordBreak="break-word">
                {titleOf(line.type)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {`${t('pieces', { count: count(line.quantity) })} × ${money(line.priceCents, request.currency)}`}
              </Text>
            </Box>
            <Text fontWeight="semibold">{money(line.totalCents, request.currency)}</Text>
          </Flex>
        ))}
        <Flex justify="space-between" gap="3" pt="1">
          <Text color="fg.muted">{t('order_total')}</Text>
          <Text fontWeight="bold" fontSize="lg" data-testid="request-dialog-total">
            {money(request.totalCents, request.currency)}
          </Text>
        </Flex>
      </Stack>

      <Box>
        <Text fontSize="xs" color="fg.muted">
          {t('recipient')}
        </Text>
        <Text wordBreak="break-word">{recipient ? `${recipient.name}, ${recipient.phone}` : t('not_set')}</Text>
      </Box>
      <Box>
        <Text fontSize="xs" color="fg.muted">
          {t('delivery')}
        </Text>
        <Text wordBreak="break-word" data-testid="request-dialog-delivery">
          {deliveryText ?? t('not_set')}
        </Text>
      </Box>
      {request.comment ? <Text whiteSpace="pre-wrap">{request.comment}</Text> : null}
      {!request.editable ? (
        <Text fontSize="sm" color="fg.muted" data-testid="request-read-only">
          {t('read_only')}
        </Text>
      ) : null}
    </Stack>
  );
}
