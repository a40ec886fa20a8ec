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

/**
 * Spec: the dashboard's last operations across the company's items, newest first. A list of entries:
 * on a desktop one row each (the item, what happened, who, when); on a phone, where a row wraps, each
 * entry is a framed block of its own (the item, then what happened, who and when below it).
 */
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
        <Stack as="ul" listStyleType="none" gap={{ base: '2', lg: '1' }} aria-busy={operations.isFetching}>
          {entries.map((entry, index) => (
            <Flex
              as="li"
              key={entry._id}
              direction={{ base: 'column', lg: 'row' }}
              gap={{ base: '1', lg: '3' }}
              align={{ base: 'stretch', lg: 'baseline' }}
              borderWidth={{ base: '1px', lg: '0' }}
              borderRadius="md"
              bg={{ base: 'gray.50', lg: 'transparent' }}
              px={{ base: '3', lg: '0' }}
              py={{ base: '2', lg: '0' }}
              data-testid={`last-operation-${index}`}
              data-kind={entry.kind}
            >
              <Link asChild fontWeight="medium" colorPalette="brand" alignSelf="flex-start">
                <RouterLink to="/items/$id" params={{ id: entry.item }}>
                  {entry.itemTitle}
                </RouterLink>
              </Link>
              <Flex flex="1" gap={{ base: '2', lg: '3' }} wrap="wrap" align="baseline">
                <Text>{kindLabel(entry.kind)}</Text>
                <OperationMeta by={nameOf(entry.by)} at={entry.at} />
              </Flex>
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
