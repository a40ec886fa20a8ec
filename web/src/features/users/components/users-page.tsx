import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Link, LinkBox, LinkOverlay } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Table } from '@chakra-ui/react/table';
import { badgeRecipe, nativeSelectSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import { roles, type Role } from '../../../../../shared/roles';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { Page } from '../../../components/page';
import { Pager } from '../../../components/pager';
import { useFormatDateTime } from '../../../components/use-format-date';
import { notify } from '../../../lib/toaster';
import { useListState } from '../../../lib/use-list-state';
import { usersListQuery, type UsersFilters, type UsersPage as UsersPageData } from '../api/list-users';
import { InactiveBadge } from './inactive-badge';
import '../../../components/lists-i18n';
import '../i18n';

const searchMaxLength = 100;
const noUsers: UsersPageData = { data: [], count: 0 };

/** The list as the address states it (routes/search.ts); the first page is the absent parameter. */
type UsersListSearch = Omit<UsersFilters, 'page'> & { page?: number };

interface UsersPageProps {
  companyId: string;
  search: UsersListSearch;
  /** The query of that address, as the route's loader asked for it. */
  filters: UsersFilters;
  onSearchChange: (next: UsersListSearch, options: { replace: boolean }) => void;
}

const textFields = ['search'] as const;

/** Spec: the company's users, 10 a page, with a search box (debounced) and a role filter. */
export function UsersPage({ companyId, search, filters, onSearchChange }: UsersPageProps) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const formatDate = useFormatDateTime();
  const { text, type, changeFilters, changePage, clear } = useListState({ search, onSearchChange, textFields });
  const list = useQuery(usersListQuery(companyId, filters));

  // Spec: a failed list fetch falls back to empty data, and says so once.
  useEffect(() => {
    if (list.isError) notify.error(t('table_error', { ns: 'ui' }));
  }, [list.isError, list.errorUpdatedAt, t]);

  const page = list.isError ? noUsers : (list.data ?? noUsers);
  const filtered = filters.search !== undefined || filters.role !== undefined || filters.status !== undefined;

  return (
    <Page title={t('title')} testId="users-page">
      <Flex gap="3" wrap="wrap" align="center">
        <Input
          flex="1"
          minW={{ base: 'full', sm: '280px' }}
          maxW={{ base: 'full', sm: '420px' }}
          bg="white"
          type="search"
          maxLength={searchMaxLength}
          placeholder={t('search_placeholder')}
          aria-label={t('search_label')}
          value={text.search}
          onChange={(event) => type('search', event.target.value)}
          data-testid="users-search"
        />
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} width={{ base: 'full', sm: '200px' }} bg="white">
          <NativeSelect.Field
            aria-label={t('role_filter_label')}
            value={filters.role ?? ''}
            onChange={(event) => changeFilters({ role: (event.target.value || undefined) as Role | undefined })}
            data-testid="users-role-filter"
          >
            <option value="">{t('role_filter_all')}</option>
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`, { ns: 'ui' })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} width={{ base: 'full', sm: '200px' }} bg="white">
          <NativeSelect.Field
            aria-label={t('status_filter_label')}
            value={filters.status ?? ''}
            onChange={(event) => changeFilters({ status: (event.target.value || undefined) as UsersFilters['status'] })}
            data-testid="users-status-filter"
          >
            <option value="">{t('status_all')}</option>
            <option value="active">{t('status_active')}</option>
            <option value="inactive">{t('status_inactive')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Box flex="1" hideBelow="sm" />
        <Button asChild colorPalette="brand" data-testid="users-create">
          <RouterLink to="/users/create">{t('create')}</RouterLink>
        </Button>
      </Flex>

      {list.isPending ? (
        <ListSkeleton rows={limits.pageSize.users} testId="users-skeleton" />
      ) : page.data.length === 0 ? (
        <EmptyState
          title={t('empty')}
          action={
            filtered ? (
              <Button variant="outline" onClick={() => clear()} data-testid="users-empty-clear">
                {t('filters_clear', { ns: 'lists' })}
              </Button>
            ) : (
              <Button asChild colorPalette="brand" data-testid="users-empty-create">
                <RouterLink to="/users/create">{t('create')}</RouterLink>
              </Button>
            )
          }
          testId="users-empty"
        />
      ) : (
        <>
        <Box bg="white" borderWidth="1px" borderRadius="lg" overflowX="auto" hideBelow="lg">
          <Table.Root recipe={tableSlotRecipe} interactive aria-busy={list.isFetching} data-testid="users-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('column_name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('column_email')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('column_phone')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('column_role')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('column_email_status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('column_created')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {page.data.map((user) => (
                <Table.Row
                  key={user._id}
                  cursor="pointer"
                  onClick={() => void navigate({ to: '/users/$id', params: { id: user._id } })}
                  data-testid={`users-row-${user.email}`}
                >
                  <Table.Cell fontWeight="medium">
                    <Link asChild color="inherit" onClick={(event) => event.stopPropagation()}>
                      <RouterLink to="/users/$id" params={{ id: user._id }}>
                        {user.displayName}
                      </RouterLink>
                    </Link>
                    <InactiveBadge user={user} ms="2" testId={`users-inactive-${user.email}`} />
                  </Table.Cell>
                  <Table.Cell>{user.email}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{user.phone ?? '—'}</Table.Cell>
                  <Table.Cell>{t(`roles.${user.role}`, { ns: 'ui' })}</Table.Cell>
                  <Table.Cell>
                    <Badge recipe={badgeRecipe} colorPalette={user.email_approved ? 'green' : 'orange'}>
                      {user.email_approved ? t('email_confirmed') : t('email_unconfirmed')}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDate(user.createdAt)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
          <Stack hideFrom="lg" gap="2" aria-busy={list.isFetching} data-testid="users-cards">
            {page.data.map((user) => (
              <LinkBox key={user._id} as="article" bg="white" borderWidth="1px" borderRadius="lg" p="3" data-testid={`users-card-${user.email}`}>
                <Flex justify="space-between" align="flex-start" gap="2">
                  <LinkOverlay asChild fontWeight="semibold" minW="0" wordBreak="break-word">
                    <RouterLink to="/users/$id" params={{ id: user._id }}>
                      {user.displayName}
                    </RouterLink>
                  </LinkOverlay>
                  <Flex gap="1" flexShrink={0}>
                    <InactiveBadge user={user} testId={`users-inactive-${user.email}`} />
                    <Badge recipe={badgeRecipe}>{t(`roles.${user.role}`, { ns: 'ui' })}</Badge>
                  </Flex>
                </Flex>
                <Flex gap="2" align="center" wrap="wrap" mt="1" fontSize="sm" color="fg.muted">
                  <Text as="span" wordBreak="break-all">
                    {user.email}
                  </Text>
                  <Badge recipe={badgeRecipe} colorPalette={user.email_approved ? 'green' : 'orange'}>
                    {user.email_approved ? t('email_confirmed') : t('email_unconfirmed')}
                  </Badge>
                </Flex>
                {user.phone ? (
                  <Text fontSize="sm" color="fg.muted" mt="1">
                    {user.phone}
                  </Text>
                ) : null}
              </LinkBox>
            ))}
          </Stack>
        </>
      )}

      {list.isPending ? null : (
        <Pager
          page={filters.page}
          pageSize={limits.pageSize.users}
          total={page.count}
          onPageChange={changePage}
          testId="users-pager"
        />
      )}
    </Page>
  );
}
