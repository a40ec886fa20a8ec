import { getRouteApi } from '@tanstack/react-router';
import { UsersPage } from '../../features/users/components/users-page';
import type { UsersFilters } from '../../features/users/api/list-users';
import { usersFiltersOf } from '../search';
import { useViewer } from './use-viewer';

const route = getRouteApi('/_auth/users');

/** The users list keeps its page, search and role filter in the address. */
export function UsersRoutePage() {
  const { company } = useViewer();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filters = usersFiltersOf(search);
  const change = (next: UsersFilters) =>
    void navigate({
      search: { page: next.page > 1 ? next.page : undefined, search: next.search || undefined, role: next.role },
      replace: true,
    });
  return <UsersPage companyId={company._id} filters={filters} onFiltersChange={change} />;
}
