import { getRouteApi } from '@tanstack/react-router';
import { RequestsPage } from '../../features/requests/components/requests-page';
import type { RequestsSearch } from '../../features/requests/requests-search';
import { useViewer } from './use-viewer';

const route = getRouteApi('/_auth/requests');

/** The sticker shop keeps its tab and My orders' filters in the address. */
export function RequestsRoutePage() {
  const { company } = useViewer();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const change = (next: RequestsSearch) => void navigate({ search: next, replace: true });
  return <RequestsPage companyId={company._id} search={search} onSearchChange={change} />;
}
