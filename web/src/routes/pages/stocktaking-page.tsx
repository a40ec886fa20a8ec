import { getRouteApi } from '@tanstack/react-router';
import { plans, planHas } from '../../../../shared/plans';
import { StocktakingListPage } from '../../features/stocktaking/components/stocktaking-list-page';
import { useViewer } from './use-viewer';

const route = getRouteApi('/_auth/stocktaking');

/** The stocktaking list keeps its page and filters in the address. */
export function StocktakingRoutePage() {
  const { user, company } = useViewer();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <StocktakingListPage
      role={user.role}
      companyId={company._id}
      allowed={planHas(plans[company.effectivePlan], 'stocktaking')}
      search={search}
      onSearchChange={(next, { replace }) => void navigate({ search: next, replace })}
    />
  );
}
