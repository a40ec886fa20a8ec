import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { lastOperationsQuery } from '../api/last-operations';
import { OperationMeta, useKindLabel, usePersonName } from './item-history';
import '../i18n';

/** Spec: the dashboard's last operations across the company's items, newest first. */
export function LastOperations({ companyId }: { companyId: string }) {
  const { t } = useTranslation('items');
  const kindLabel = useKindLabel();
  const nameOf = usePersonName(companyId);
  const operations = useQuery(lastOperationsQuery(companyId));
  const entries = operations.data?.data ?? [];
  return (
    <Stack gap="2" bg="white" borderWidth="1px" borderRadius="lg" p="4" data-testid="items-last-operations">
      <Heading as="h2" size="md">
        {t('last_operations')}
      </Heading>
      {operations.isError ? (
        <Text color="fg.muted" fontSize="sm" data-testid="items-last-operations-error">
          {t('last_operations_error')}
        </Text>
      ) : entries.length === 0 && !operations.isPending ? (
        <Text color="fg.muted" fontSize="sm" data-testid="items-last-operations-empty">
          {t('last_operations_empty')}
        </Text>
      ) : (
        <Stack gap="1" aria-busy={operations.isFetching}>
          {entries.map((entry, index) => {
            return (
              <Flex key={entry._id} gap="3" wrap="wrap" align="baseline" data-testid={`last-operation-${index}`} data-kind={entry.kind}>
                <Link asChild fontWeight="medium" colorPalette="brand">
                  <RouterLink to="/items/$id" params={{ id: entry.item }}>
                    {entry.itemTitle}
                  </RouterLink>
                </Link>
                <Text>{kindLabel(entry.kind)}</Text>
                <OperationMeta by={nameOf(entry.by)} at={entry.at} />
              </Flex>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
