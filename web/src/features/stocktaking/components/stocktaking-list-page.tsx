import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import type { Role } from '../../../../../shared/roles';
import { AccessNotice, isAccessRefusal, PlanNotice } from '../../../components/access-notice';
import { EmptyState } from '../../../components/empty-state';
import { FiltersSheet } from '../../../components/filters-sheet';
import { ListSkeleton } from '../../../components/list-skeleton';
import { Page } from '../../../components/page';
import { Pager } from '../../../components/pager';
import { notify } from '../../../lib/toaster';
import { useListState } from '../../../lib/use-list-state';
import { stocktakingListQuery, type StocktakingPage } from '../api/stocktaking-list';
import { filtersOfSearch, hasFilters, stocktakingSearch, type StocktakingSearch } from '../stocktaking-search';
import { mayStart } from '../stocktaking-view';
import { StartStocktakingDialog } from './start-stocktaking-dialog';
import { StocktakingCard } from './stocktaking-card';
import { StocktakingFilters } from './stocktaking-filters';
import { StocktakingTable } from './stocktaking-table';
import '../i18n';

const noStocktakings: StocktakingPage = { data: [], count: 0 };

interface StocktakingListPageProps {
  role: Role;
  companyId: string;
  /** The plan has `stocktaking`: without it the page explains the plan instead of listing. */
  allowed: boolean;
  search: StocktakingSearch;
  onSearchChange: (next: StocktakingSearch, options: { replace: boolean }) => void;
}

/**
 * /stocktaking: 20 a page, newest first, with the spec's filters. A table on wide screens; on a phone
 * cards, and the filters fold into a sheet.
 */
export function StocktakingListPage({ role, companyId, allowed, search, onSearchChange }: StocktakingListPageProps) {
  const { t } = useTranslation('stocktaking');
  const [starting, setStarting] = useState(false);
  const list = useQuery({ ...stocktakingListQuery(companyId, search), enabled: allowed });
  const refused = isAccessRefusal(list.error);
  const { page: pageNumber, changeFilters, changePage, clear } = useListState({ search, onSearchChange, normalize: (next) => stocktakingSearch({ ...next }) });

  // Spec: a failed list fetch falls back to empty data, and says so once.
  useEffect(() => {
    if (list.isError && !refused) notify.error(t('table_error', { ns: 'ui' }));
  }, [list.isError, list.errorUpdatedAt, refused, t]);

  if (!allowed || refused) {
    return (
      <Page title={t('title')} testId="stocktaking-page">
        {refused ? (
          <AccessNotice error={list.error} role={role} />
        ) : (
          <PlanNotice role={role} title={t('plan_denied', { ns: 'ui' })} text={t('plan_denied_text', { ns: 'ui' })} reason="PlanAccessDenied" />
        )}
      </Page>
    );
  }

  const page = list.isError ? noStocktakings : (list.data ?? noStocktakings);
  const filters = filtersOfSearch(search);
  const filtersOf = (layout: 'row' | 'column') => (
    <StocktakingFilters companyId={companyId} filters={filters} onChange={changeFilters} onClear={() => clear()} layout={layout} />
  );
  const empty = page.data.length === 0;

  return (
    <Page title={t('title')} testId="stocktaking-page">
      <Flex gap="3" align="flex-end" justify="space-between">
        <Box hideFrom="lg">
          <FiltersSheet active={Object.keys(filters).length} testId="stocktaking-filters">
            {filtersOf('column')}
          </FiltersSheet>
        </Box>
        <Box hideBelow="lg" flex="1">
          {filtersOf('row')}
        </Box>
        {mayStart(role) ? (
          <Button colorPalette="brand" flexShrink={0} onClick={() => setStarting(true)} data-testid="stocktaking-create">
            {t('create')}
          </Button>
        ) : null}
      </Flex>

      {list.isPending ? (
        <ListSkeleton testId="stocktaking-skeleton" />
      ) : empty ? (
        hasFilters(search) ? (
          <EmptyState
            title={t('nothing_found')}
            action={
              <Button variant="outline" onClick={() => clear()} data-testid="stocktaking-empty-clear">
                {t('filters_clear')}
              </Button>
            }
            testId="stocktaking-empty"
          />
        ) : (
          <EmptyState
            title={t('empty_title')}
            text={mayStart(role) ? t('empty_text_staff') : t('empty_text_member')}
            action={
              mayStart(role) ? (
                <Button colorPalette="brand" onClick={() => setStarting(true)} data-testid="stocktaking-empty-create">
                  {t('create')}
                </Button>
              ) : null
            }
            testId="stocktaking-empty"
          />
        )
      ) : (
        <>
          <Box hideBelow="lg">
            <StocktakingTable rows={page.data} busy={list.isFetching} />
          </Box>
          <Stack hideFrom="lg" gap="3" aria-busy={list.isFetching} data-testid="stocktaking-cards">
            {page.data.map((stocktaking) => (
              <StocktakingCard key={stocktaking._id} stocktaking={stocktaking} role={role} />
            ))}
          </Stack>
        </>
      )}

      {list.isPending ? null : (
        <Pager
          page={pageNumber}
          pageSize={limits.pageSize.stocktaking}
          total={page.count}
          onPageChange={changePage}
          testId="stocktaking-pager"
        />
      )}
      {starting ? <StartStocktakingDialog companyId={companyId} role={role} onClose={() => setStarting(false)} /> : null}
    </Page>
  );
}
