import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { LocationsPage } from '../../features/locations/components/locations-page';
import { useViewer } from './use-viewer';

const route = getRouteApi('/_auth/locations');

/** The objects list keeps its page in the address. */
export function LocationsRoutePage() {
  const { user, company } = useViewer();
  const { page = 1 } = route.useSearch();
  const navigate = route.useNavigate();
  const changePage = useCallback(
    (next: number) => void navigate({ search: { page: next > 1 ? next : undefined }, replace: true }),
    [navigate],
  );
  return <LocationsPage role={user.role} companyId={company._id} page={page} onPageChange={changePage} />;
}
