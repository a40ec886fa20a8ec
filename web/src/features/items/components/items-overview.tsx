import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmounts } from '../../../components/use-amounts';
import { itemCountersQuery } from '../api/item-counters';
import { ItemsCounters } from './items-counters';
import { LastOperations } from './last-operations';
import '../i18n';

/**
 * The top of the items list: the counters and the last operations. A desktop shows both as they are.
 * On a phone (below `lg`, where the list shows cards) they fold behind one line that sums up the
 * counters, so the items start within the first screen; tapping it opens them. Both blocks are in the
 * page once, whatever the screen: CSS folds them, so each counter has one element.
 */
export function ItemsOverview({ companyId, currency }: { companyId: string; currency: string }) {
  const { t } = useTranslation('items');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const counters = useQuery(itemCountersQuery(companyId));
  const { price, count } = useAmounts();
  // Each figure keeps its label on its line; a narrow phone breaks the summary between them.
  const summary = counters.data ? (
    <>
      <Nowrap>{t('overview.items', { count: counters.data.count, number: count(counters.data.count) })}</Nowrap>
      {' · '}
      <Nowrap>{price(counters.data.total, currency)}</Nowrap>
    </>
  ) : (
    t('overview.title')
  );
  return (
    <Stack gap="3" data-testid="items-overview" data-open={open}>
      <chakra.button
        type="button"
        hideFrom="lg"
        display="flex"
        alignItems="center"
        gap="3"
        width="full"
        minH="44px"
        px="4"
        py="2"
        textAlign="start"
        bg="white"
        borderWidth="1px"
        borderRadius="lg"
        cursor="pointer"
        _hover={{ bg: 'gray.50' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        data-testid="items-overview-toggle"
      >
        <Box flex="1" minW="0">
          <Text fontWeight="medium" data-testid="items-overview-summary">
            {summary}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {open ? t('overview.hide') : t('overview.show')}
          </Text>
        </Box>
        <Chevron open={open} />
      </chakra.button>
      <Stack id={panelId} gap="6" display={{ base: open ? 'flex' : 'none', lg: 'flex' }} data-testid="items-overview-panel">
        <ItemsCounters companyId={companyId} currency={currency} />
        <LastOperations companyId={companyId} />
      </Stack>
    </Stack>
  );
}

function Nowrap({ children }: { children: string }) {
  return (
    <Box as="span" whiteSpace="nowrap">
      {children}
    </Box>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <Flex as="span" fontSize="xl" color="fg.muted" flexShrink={0} transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.15s">
      <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </Flex>
  );
}
