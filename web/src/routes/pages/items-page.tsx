import { getRouteApi } from '@tanstack/react-router';
import { plans, planHas } from '../../../../shared/plans';
import { ItemsPage } from '../../features/items/components/items-page';
import { useViewer } from './use-viewer';

const route = getRouteApi('/_auth/items');

/** The items list keeps its filters, sort, search and page in the address. */
export function ItemsRoutePage() {
  const { user, company } = useViewer();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const plan = plans[company.effectivePlan];
  return (
    <ItemsPage
      role={user.role}
      companyId={company._id}
      currency={company.currency}
      features={{ objects: planHas(plan, 'objects'), columns: planHas(plan, 'datatable_custom'), customFields: planHas(plan, 'custom_fields'), reports: planHas(plan, 'reports'), maintenance: planHas(plan, 'maintenance') }}
      email={user.email}
      search={search}
      onSearchChange={(next, { replace }) => void navigate({ search: next, replace })}
    />
  );
}
