import { IconButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { CollapseIcon } from './icons';
import './ui-i18n';

interface PagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  testId: string;
}

/** "11–20 of 23" with previous and next page buttons; nothing for an empty list, which shows its empty state instead. */
export function Pager({ page, pageSize, total, onPageChange, testId }: PagerProps) {
  const { t } = useTranslation('ui');
  if (total === 0) return null;
  const pages = Math.ceil(total / pageSize);
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Flex align="center" justify="flex-end" gap="3" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted" data-testid={`${testId}-range`}>
        {t('pager_range', { from, to, total })}
      </Text>
      <IconButton
        size="sm"
        variant="outline"
        aria-label={t('pager_previous')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        data-testid={`${testId}-previous`}
      >
        <CollapseIcon />
      </IconButton>
      <IconButton
        size="sm"
        variant="outline"
        aria-label={t('pager_next')}
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
        data-testid={`${testId}-next`}
      >
        <CollapseIcon style={{ transform: 'rotate(180deg)' }} />
      </IconButton>
    </Flex>
  );
}
