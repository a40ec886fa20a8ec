import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { roleGroups } from '../../../../../shared/permissions';
import type { Role } from '../../../../../shared/roles';
import { bookingLimits, bookingStatuses, type BookingStatus } from '../../../../../shared/schemas/bookings';
import { EmptyState } from '../../../components/empty-state';
import { FormField } from '../../../components/form-field';
import { ListSkeleton } from '../../../components/list-skeleton';
import { Page } from '../../../components/page';
import { Pager } from '../../../components/pager';
import { bookingsListQuery } from '../api/list-bookings';
import { dayAfter, dayStart, type BookingsSearch } from '../bookings-search';
import { localDay } from '../calendar';
import { BookingRow } from './booking-row';
import { BookingsCalendar } from './bookings-calendar';
import { CalendarFeedSection } from './calendar-feed-section';
import '../i18n';

interface BookingsPageProps {
  role: Role;
  companyId: string;
  viewerId: string;
  search: BookingsSearch;
  onSearchChange: (next: BookingsSearch) => void;
}

/**
 * The bookings page: the company's bookings for the roles that manage items (with "my bookings" a
 * switch away), everyone else's own; filters by status and a period of local days, or a week or
 * month calendar. Times show in the viewer's time zone; the server keeps UTC.
 */
export function BookingsPage({ role, companyId, viewerId, search, onSearchChange }: BookingsPageProps) {
  const { t } = useTranslation('bookings');
  const manages = (roleGroups.staff as readonly Role[]).includes(role);
  const mine = !manages || search.mine === true;
  const page = search.page ?? 1;
  const view = search.view ?? 'list';
  const list = useQuery({
    ...bookingsListQuery(companyId, { mine, status: search.status, from: search.from ? dayStart(search.from) : undefined, to: search.to ? dayAfter(search.to) : undefined, page }),
    enabled: view === 'list',
  });
  const change = (patch: Partial<BookingsSearch>) => onSearchChange({ ...search, page: undefined, ...patch });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  return (
    <Page title={t('title')} testId="bookings-page">
      <Stack gap="4">
        <Flex gap="2" wrap="wrap" justify="space-between">
          {manages ? (
            <Flex gap="2">
              <Button size="sm" variant={mine ? 'outline' : 'solid'} colorPalette="brand" onClick={() => change({ mine: undefined })} data-testid="bookings-all">
                {t('all')}
              </Button>
              <Button size="sm" variant={mine ? 'solid' : 'outline'} colorPalette="brand" onClick={() => change({ mine: true })} data-testid="bookings-mine">
                {t('mine')}
              </Button>
            </Flex>
          ) : null}
          <Flex gap="1" role="group" aria-label={t('calendar.view')}>
            {(['list', 'week', 'month'] as const).map((shown) => (
              <Button
                key={shown}
                size="sm"
                variant={view === shown ? 'subtle' : 'ghost'}
                aria-pressed={view === shown}
                onClick={() => change({ view: shown === 'list' ? undefined : shown, day: shown === 'list' ? undefined : (search.day ?? localDay(new Date())) })}
                data-testid={`bookings-view-${shown}`}
              >
                {t(`calendar.${shown}`)}
              </Button>
            ))}
          </Flex>
        </Flex>
        <Flex gap="3" wrap="wrap" align="flex-end">
          <NativeSelect.Root recipe={nativeSelectSlotRecipe} width={{ base: 'full', sm: '200px' }} bg="white">
            <NativeSelect.Field
              aria-label={t('status_label')}
              value={search.status ?? ''}
              onChange={(event) => change({ status: (event.target.value || undefined) as BookingStatus | undefined })}
              data-testid="bookings-status"
            >
              <option value="">{t('any_status')}</option>
              {bookingStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {view === 'list' ? (
            <>
              <Box width={{ base: 'full', sm: '180px' }}>
                <FormField label={t('from')}>
                  <Input type="date" bg="white" value={search.from ?? ''} onChange={(event) => change({ from: event.target.value || undefined })} data-testid="bookings-from" />
                </FormField>
              </Box>
              <Box width={{ base: 'full', sm: '180px' }}>
                <FormField label={t('to')}>
                  <Input type="date" bg="white" value={search.to ?? ''} onChange={(event) => change({ to: event.target.value || undefined })} data-testid="bookings-to" />
                </FormField>
              </Box>
            </>
          ) : null}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {t('time_zone', { zone })}
        </Text>
        {view !== 'list' ? (
          <BookingsCalendar
            companyId={companyId}
            manages={manages}
            viewerId={viewerId}
            mine={mine}
            status={search.status}
            view={view}
            day={search.day ?? localDay(new Date())}
            onDayChange={(day) => onSearchChange({ ...search, day })}
          />
        ) : list.isPending ? (
          <ListSkeleton rows={5} testId="bookings-skeleton" />
        ) : !list.data || list.data.data.length === 0 ? (
          <EmptyState title={t('empty_title')} text={t('empty_text')} testId="bookings-empty" />
        ) : (
          <Stack gap="3" aria-busy={list.isFetching}>
            {list.data.data.map((booking) => (
              <BookingRow key={booking._id} booking={booking} companyId={companyId} manages={manages} viewerId={viewerId} />
            ))}
          </Stack>
        )}
        {view === 'list' && list.data ? (
          <Pager page={page} pageSize={bookingLimits.pageSize} total={list.data.count} onPageChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })} testId="bookings-pager" />
        ) : null}
        <CalendarFeedSection companyId={companyId} isAdmin={(roleGroups.panelAdmins as readonly Role[]).includes(role)} />
      </Stack>
    </Page>
  );
}
