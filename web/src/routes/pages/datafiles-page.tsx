import { plans, planHas } from '../../../../shared/plans';
import { ImportsPage } from '../../features/imports/components/imports-page';
import { useViewer } from './use-viewer';

/** The import page and the history of uploaded files. */
export function DataFilesRoutePage() {
  const { user, company } = useViewer();
  return <ImportsPage role={user.role} companyId={company._id} canUpload={planHas(plans[company.effectivePlan], 'items_upload')} />;
}
