import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maintenanceLimits } from '../../../../../shared/schemas/maintenance';
import { Pager } from '../../../components/pager';
import { itemLogQuery } from '../api/item-log';
import { LogPhotos } from './log-photos';
import '../i18n';

/** The item's recorded maintenance, newest first: when, who, which plan, cost, note, the checklist's count and the photos. */
export function MaintenanceLog({ companyId, itemId }: { companyId: string; itemId: string }) {
  const { t } = useTranslation('maintenance');
  const [page, setPage] = useState(1);
  const log = useQuery(itemLogQuery(companyId, itemId, page));
  const entries = log.data?.data ?? [];
  return (
    <Stack gap="2" data-testid="maintenance-log">
      <Heading as="h3" size="sm">
        {t('log')}
      </Heading>
      {entries.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('log_empty')}
        </Text>
      ) : (
        entries.map((entry) => (
          <Box key={entry._id} borderTopWidth="1px" pt="2" data-testid={`maintenance-log-${entry._id}`}>
            <Text fontWeight="medium" overflowWrap="anywhere">
              {entry.planTitle}
              {entry.cost ? ` · ${entry.cost}` : ''}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('log_entry', { date: entry.doneOn, by: entry.byName })}
              {entry.checklist.length > 0 ? ` · ${t('checklist_done', { done: entry.checklist.filter((point) => point.done).length, total: entry.checklist.length })}` : ''}
            </Text>
            {entry.note ? (
              <Text fontSize="sm" overflowWrap="anywhere">
                {entry.note}
              </Text>
            ) : null}
            {entry.photos.length > 0 ? <LogPhotos names={entry.photos.map((photo) => photo.name)} /> : null}
          </Box>
        ))
      )}
      {log.data && log.data.count > maintenanceLimits.logPageSize ? (
        <Pager page={page} pageSize={maintenanceLimits.logPageSize} total={log.data.count} onPageChange={setPage} testId="maintenance-log-pager" />
      ) : null}
    </Stack>
  );
}
