import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { plans, planHas } from '../../../../shared/plans';
import { itemDetailQuery } from '../../features/items/api/item-detail';
import { ItemDetail } from '../../features/items/components/item-detail';
import { usePageCrumb } from '../../features/shell/page-crumb';
import { useViewer } from './use-viewer';

const route = getRouteApi('/_auth/items/$id');

export function ItemDetailRoutePage() {
  const { user, company } = useViewer();
  const { id } = route.useParams();
  // The breadcrumbs and the tab name the item (the detail shares this query's cache).
  usePageCrumb(`/items/${id}`, useQuery(itemDetailQuery(company._id, id)).data?.title);
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
