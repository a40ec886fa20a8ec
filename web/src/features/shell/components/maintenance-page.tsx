import { useTranslation } from 'react-i18next';
import { MaintenanceIcon } from '../../../components/icons';
import { StatusScreen } from './status-screen';
import '../i18n';

/** Spec: /error/network says technical work is under way, with a continue button to /; also where an unreachable API sends the user. */
export function MaintenancePage() {
  const { t } = useTranslation('shell');
  return (
    <StatusScreen
      title={t('status_pages.maintenance_title')}
      text={t('status_pages.maintenance_text')}
      illustration={<MaintenanceIcon />}
      action={{ label: t('status_pages.maintenance_continue'), to: '/' }}
      testId="maintenance-page"
    />
  );
}
