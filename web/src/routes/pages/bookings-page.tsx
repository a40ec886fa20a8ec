import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { BookingsPage } from '../../features/bookings/components/bookings-page';
import type { BookingsSearch } from '../../features/bookings/bookings-search';
import { useViewer } from './use-viewer';

const route = getRouteApi('/_auth/bookings');

/** The bookings list keeps its filters and page in the address. */
export function BookingsRoutePage() {
  const { user, company } = useViewer();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const change = useCallback((next: BookingsSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <BookingsPage role={user.role} companyId={company._id} viewerId={user._id} search={search} onSearchChange={change} />;
}
