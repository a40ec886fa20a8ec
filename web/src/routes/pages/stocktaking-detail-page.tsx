import { getRouteApi } from '@tanstack/react-router';
import { plans, planHas } from '../../../../shared/plans';
import { StocktakingDetail } from '../../features/stocktaking/components/stocktaking-detail';
import { useViewer } from './use-viewer';

const route = getRouteApi('/_auth/stocktaking/$id');

export function StocktakingDetailRoutePage() {
  const { user, company } = useViewer();
  const { id } = route.useParams();
  return (
    <StocktakingDetail
      key={id}
      role={user.role}
      companyId={company._id}
      stocktakingId={id}
      allowed={planHas(plans[company.effectivePlan], 'stocktaking')}
    />
  );
}
