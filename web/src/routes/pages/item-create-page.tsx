import { plans, planHas } from '../../../../shared/plans';
import { CreateItemPage } from '../../features/items/components/create-item-page';
import { useViewer } from './use-viewer';

export function ItemCreateRoutePage() {
  const { user, company } = useViewer();
  return (
    <CreateItemPage
      role={user.role}
      companyId={company._id}
      currency={company.currency}
      withObjects={planHas(plans[company.effectivePlan], 'objects')}
    />
  );
}
