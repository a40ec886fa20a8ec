import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import './lists-i18n';

interface ListSkeletonProps {
  /** Rows shown while the first page loads. */
  rows?: number;
  testId: string;
}

const bar = (width: string, height = '3') => <Box bg="gray.200" borderRadius="sm" height={height} width={width} />;

/**
 * What a list shows while its first page loads, in place of an empty table and "0–0 of 0": grey rows
 * shaped like the list's rows (a thumbnail, a title and a line under it), pulsing.
 */
export function ListSkeleton({ rows = 5, testId }: ListSkeletonProps) {
  const { t } = useTranslation('lists');
  return (
    <Stack
      gap="0"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      animation="pulse 1.5s ease-in-out infinite"
      role="status"
      aria-busy="true"
      aria-label={t('loading')}
      data-testid={testId}
    >
      {Array.from({ length: rows }, (_, index) => (
        <Flex key={index} align="center" gap="3" px="4" py="3" borderTopWidth={index === 0 ? '0' : '1px'}>
          <Box bg="gray.200" borderRadius="md" boxSize="9" flexShrink={0} />
          <Stack gap="2" flex="1" minW="0">
            {bar(index % 2 === 0 ? '60%' : '45%', '3.5')}
            {bar(index % 3 === 0 ? '35%' : '50%')}
          </Stack>
          <Box hideBelow="md">{bar('80px')}</Box>
        </Flex>
      ))}
    </Stack>
  );
}
