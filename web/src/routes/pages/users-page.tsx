import { getRouteApi } from '@tanstack/react-router';
import { UsersPage } from '../../features/users/components/users-page';
import { usersFiltersOf } from '../search';
import { useViewer } from './use-viewer';

const route = getRouteApi('/_auth/users');

/** The users list keeps its page, search and role filter in the address. */
export function UsersRoutePage() {
  const { company } = useViewer();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // Every change replaces the address: the users list leaves no history entry per filter or page.
  return (
    <UsersPage
      companyId={company._id}
      search={search}
      filters={usersFiltersOf(search)}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
