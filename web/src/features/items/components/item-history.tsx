import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import type { Transfer } from '../../../../../shared/schemas/item-history';
import type { CurrentUser } from '../../../../../shared/schemas/users';
import { ListSkeleton } from '../../../components/list-skeleton';
import { Pager } from '../../../components/pager';
import { useErrorToast } from '../../../components/use-error-toast';
import { useFormatDateTime } from '../../../components/use-format-date';
import { notify } from '../../../lib/toaster';
import { companyPeopleQuery } from '../api/company-people';
import { itemTransactionsQuery } from '../api/item-transactions';
import { itemTransfersQuery } from '../api/item-transfers';
import { useResolveTransfer, type TransferResolution } from '../api/resolve-transfer';
import type { ItemsMessages } from '../../../i18n/locales/items';
import '../i18n';

type Kind = keyof ItemsMessages['kinds'];

/** An operation's kind as text; a kind this version does not know yet reads as "operation". */
export function useKindLabel(): (kind: string) => string {
  const { t, i18n } = useTranslation('items');
  return (kind) => t(`kinds.${(i18n.exists(`kinds.${kind}`, { ns: 'items' }) ? kind : 'unknown') as Kind}`);
}

/** The name of a user of the company, for "by …"; empty while the people load or for a former user. */
export function usePersonName(companyId: string): (id: string) => string {
  const people = useQuery(companyPeopleQuery(companyId));
  return (id) => people.data?.find((person) => person._id === id)?.displayName ?? '';
}

/** Spec: the item's transactions, newest first, 10 a page; "no transactions yet" without any. */
export function ItemHistory({ companyId, itemId }: { companyId: string; itemId: string }) {
  const { t } = useTranslation('items');
  const kindLabel = useKindLabel();
  const nameOf = usePersonName(companyId);
  const [page, setPage] = useState(1);
  const history = useQuery(itemTransactionsQuery(companyId, itemId, page));
  const entries = history.data?.data ?? [];
  return (
    <Stack gap="3" data-testid="item-history">
      <Heading as="h2" size="lg">
        {t('history')}
      </Heading>
      {history.isPending ? (
        <ListSkeleton rows={3} testId="item-history-loading" />
      ) : entries.length === 0 ? (
        <Text color="fg.muted" data-testid="item-history-empty">
          {t('history_empty')}
        </Text>
      ) : (
        <Stack gap="2" aria-busy={history.isFetching}>
          {entries.map((entry) => {
            return (
              <Flex key={entry._id} gap="3" wrap="wrap" align="baseline" bg="white" borderWidth="1px" borderRadius="md" px="3" py="2" data-testid="item-history-entry" data-kind={entry.kind}>
                <Text fontWeight="medium">{kindLabel(entry.kind)}</Text>
                <OperationMeta by={nameOf(entry.by)} at={entry.at} />
              </Flex>
            );
          })}
        </Stack>
      )}
      <Pager page={page} pageSize={limits.pageSize.transactions} total={history.data?.count ?? 0} onPageChange={setPage} testId="item-history-pager" />
    </Stack>
  );
}

const transferColors = { pending: 'orange', completed: 'green', denied: 'red' } as const;

/** The item's transfers; a pending one offers its recipient accept and reject, and its sender cancel. */
export function ItemTransfers({ companyId, itemId, viewer }: { companyId: string; itemId: string; viewer: CurrentUser }) {
  const { t } = useTranslation('items');
  const formatDate = useFormatDateTime();
  const errorToast = useErrorToast();
  const transfers = useQuery(itemTransfersQuery(companyId, itemId));
  const resolve = useResolveTransfer(companyId);
  const answer = (transfer: Transfer, resolution: TransferResolution) =>
    resolve.mutate({ id: transfer._id, resolution }, { onSuccess: () => notify.success(t('transfer_done')), onError: errorToast });
  const list = transfers.data?.data ?? [];
  return (
    <Stack gap="3" data-testid="item-transfers">
      <Heading as="h2" size="lg">
        {t('transfers')}
      </Heading>
      {list.length === 0 && !transfers.isPending ? <Text color="fg.muted">{t('transfers_empty')}</Text> : null}
      {list.map((transfer) => (
        <Flex key={transfer._id} gap="3" wrap="wrap" align="center" bg="white" borderWidth="1px" borderRadius="md" px="3" py="2" data-testid={`item-transfer-${transfer.status}`}>
          <Badge recipe={badgeRecipe} colorPalette={transferColors[transfer.status]}>
            {t(`transfer_statuses.${transfer.status}`)}
            {transfer.resolution ? ` (${t(`transfer_resolutions.${transfer.resolution}`)})` : ''}
          </Badge>
          <Text>{t('transfer_to', { name: transfer.toName })}</Text>
          <Text color="fg.muted" fontSize="sm">
            {formatDate(transfer.createdAt)}
          </Text>
          <Box flex="1" />
          {transfer.status === 'pending' && transfer.to === viewer._id ? (
            <>
              <Button size="sm" colorPalette="brand" loading={resolve.isPending} onClick={() => answer(transfer, 'accept')} data-testid="item-transfer-accept">
                {t('transfer_accept')}
              </Button>
              <Button size="sm" variant="outline" loading={resolve.isPending} onClick={() => answer(transfer, 'reject')} data-testid="item-transfer-reject">
                {t('transfer_reject')}
              </Button>
            </>
          ) : null}
          {transfer.status === 'pending' && transfer.from === viewer._id && transfer.to !== viewer._id ? (
            <Button size="sm" variant="outline" loading={resolve.isPending} onClick={() => answer(transfer, 'cancel')} data-testid="item-transfer-cancel">
              {t('transfer_cancel')}
            </Button>
          ) : null}
        </Flex>
      ))}
    </Stack>
  );
}

/** Who did an operation and when, right-aligned on its line (history and last operations). */
export function OperationMeta({ by, at }: { by: string | undefined | null; at: string }) {
  const { t } = useTranslation('items');
  const formatDate = useFormatDateTime();
  return (
    <>
      {by ? (
        <Text color="fg.muted" fontSize="sm">
          {t('history_by', { name: by })}
        </Text>
      ) : null}
      <Box flex="1" />
      <Text color="fg.muted" fontSize="sm">
        {formatDate(at)}
      </Text>
    </>
  );
}
