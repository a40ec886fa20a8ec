import { plans, planHas } from '../../../../shared/plans';
import { ItemsPage } from '../../features/items/components/items-page';
import { useViewer } from './use-viewer';

export function ItemsRoutePage() {
  const { user, company } = useViewer();
  const plan = plans[company.effectivePlan];
  return (
    <ItemsPage
      role={user.role}
      companyId={company._id}
      currency={company.currency}
      features={{ objects: planHas(plan, 'objects'), columns: planHas(plan, 'datatable_custom'), customFields: planHas(plan, 'custom_fields') }}
    />
  );
}
