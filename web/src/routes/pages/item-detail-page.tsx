import { getRouteApi } from '@tanstack/react-router';
import { plans, planHas } from '../../../../shared/plans';
import { ItemDetail } from '../../features/items/components/item-detail';
import { useViewer } from './use-viewer';

const route = getRouteApi('/_auth/items/$id');

export function ItemDetailRoutePage() {
  const { user, company } = useViewer();
  const { id } = route.useParams();
  return (
    <ItemDetail
      key={id}
      viewer={user}
      companyId={company._id}
      itemId={id}
      currency={company.currency}
      withObjects={planHas(plans[company.effectivePlan], 'objects')}
      withEquipment={planHas(plans[company.effectivePlan], 'equipment')}
      withPhotos={planHas(plans[company.effectivePlan], 'storage')}
    />
  );
}
