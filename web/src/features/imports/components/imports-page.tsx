import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../../shared/roles';
import { PlanNotice } from '../../../components/access-notice';
import { Page } from '../../../components/page';
import { DataFilesHistory } from './data-files-history';
import { ImportPanel } from './import-panel';
import '../i18n';

interface ImportsPageProps {
  role: Role;
  companyId: string;
  /** The plan has items_upload: without it the page explains the plan instead of offering uploads. */
  canUpload: boolean;
}

/** /items/datafiles: upload items from an xlsx file, and the history of uploaded files. */
export function ImportsPage({ role, companyId, canUpload }: ImportsPageProps) {
  const { t } = useTranslation('imports');
  return (
    <Page title={t('title')} testId="imports-page">
      {canUpload ? (
        <ImportPanel companyId={companyId} role={role} />
      ) : (
        <PlanNotice role={role} title={t('plan_denied', { ns: 'ui' })} text={t('plan_denied_text', { ns: 'ui' })} reason="PlanAccessDenied" />
      )}
      <DataFilesHistory companyId={companyId} />
    </Page>
  );
}
