import { plans, planHas } from '../../../../shared/plans';
import { AnalyticsPage } from '../../features/analytics/components/analytics-page';
import { useViewer } from './use-viewer';

/** /analytics: hidden from the worker (the menu and the route guard), gated by the plan's `analytics`. */
export function AnalyticsRoutePage() {
  const { user, company } = useViewer();
  return <AnalyticsPage role={user.role} companyId={company._id} currency={company.currency} allowed={planHas(plans[company.effectivePlan], 'analytics')} />;
}
