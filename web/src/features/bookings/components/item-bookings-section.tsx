import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleGroups } from '../../../../../shared/permissions';
import type { Role } from '../../../../../shared/roles';
import { itemBookingsQuery } from '../api/item-bookings';
import { BookDialog } from './book-dialog';
import { BookingRow } from './booking-row';
import { ItemCalendar } from './item-calendar';
import '../i18n';

interface ItemBookingsSectionProps {
  companyId: string;
  item: { _id: string; title: string; accountingType: 'single' | 'batch'; quantity: number };
  viewer: { _id: string; role: Role };
}

/** The item card's bookings: a month calendar, those still to come or running, and a "Book" button. */
export function ItemBookingsSection({ companyId, item, viewer }: ItemBookingsSectionProps) {
  const { t } = useTranslation('bookings');
  const [booking, setBooking] = useState(false);
  const list = useQuery(itemBookingsQuery(companyId, item._id));
  const manages = (roleGroups.staff as readonly Role[]).includes(viewer.role);
  return (
    <Card.Root as="section" data-testid="item-bookings">
      <Card.Header flexDirection="row" justifyContent="space-between" alignItems="center" gap="2">
        <Card.Title as="h2" fontSize="lg">
          {t('item_bookings')}
        </Card.Title>
        <Button size="sm" colorPalette="brand" onClick={() => setBooking(true)} data-testid="item-book">
          {t('book')}
        </Button>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <ItemCalendar companyId={companyId} itemId={item._id} />
          {list.data && list.data.data.length > 0 ? (
            <Stack gap="3">
              {list.data.data.map((entry) => (
                <BookingRow key={entry._id} booking={entry} companyId={companyId} manages={manages} viewerId={viewer._id} />
              ))}
            </Stack>
          ) : (
            <Text color="fg.muted" fontSize="sm">
              {t('item_no_bookings')}
            </Text>
          )}
        </Stack>
      </Card.Body>
      {booking ? <BookDialog companyId={companyId} items={[item]} manages={manages} onClose={() => setBooking(false)} /> : null}
    </Card.Root>
  );
}
