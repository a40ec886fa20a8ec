import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { MaintenancePage } from '../../features/maintenance/components/maintenance-page';
import type { MaintenanceSearch } from '../../features/maintenance/maintenance-search';
import { useViewer } from './use-viewer';

const route = getRouteApi('/_auth/maintenance');

/** The maintenance page keeps its filter and page in the address. */
export function MaintenanceRoutePage() {
  const { user, company } = useViewer();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const change = useCallback((next: MaintenanceSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <MaintenancePage role={user.role} companyId={company._id} search={search} onSearchChange={change} />;
}
