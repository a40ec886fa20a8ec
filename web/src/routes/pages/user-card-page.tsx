import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { currentUserQuery } from '../../features/auth/api/current-user';
import { userDetailQuery } from '../../features/users/api/user-detail';
import { UserCard } from '../../features/users/components/user-card';
import { usePageCrumb } from '../../features/shell/page-crumb';
import { useViewer } from './use-viewer';

const route = getRouteApi('/_auth/users/$id');

export function UserCardRoutePage() {
  const { user, company } = useViewer();
  const { id } = route.useParams();
  const queryClient = useQueryClient();
  // The breadcrumbs and the tab name the user (the route's loader has the record in the cache).
  usePageCrumb(`/users/${id}`, useQuery(userDetailQuery(company._id, id)).data?.displayName);
  // Editing your own card changes the signed-in user the shell shows.
  const changed = (changedId: string) => {
    if (changedId === user._id) void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
  };
  return <UserCard key={id} viewer={user} companyId={company._id} userId={id} onChanged={changed} />;
}
