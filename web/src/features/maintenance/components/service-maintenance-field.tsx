import { useTranslation } from 'react-i18next';
import type { ReturnRecord } from '../return-record';
import { PlanRecordField } from './plan-record-field';
import '../i18n';

interface ServiceMaintenanceFieldProps {
  companyId: string;
  itemId: string;
  /** null: nothing to record (the box is not ticked). */
  value: ReturnRecord | null;
  onChange: (value: ReturnRecord | null) => void;
}

/**
 * "Send to service"'s optional "This is maintenance of plan X": recorded as done on the day it is
 * sent, once the sending succeeded, with the service ("workshop: reason") as its note
 * (docs/maintenance.md, "Recording it when sending to service").
 */
export function ServiceMaintenanceField({ companyId, itemId, value, onChange }: ServiceMaintenanceFieldProps) {
  const { t } = useTranslation('maintenance');
  return (
    <PlanRecordField
      companyId={companyId}
      itemId={itemId}
      value={value}
      onChange={onChange}
      label={t('record_on_service')}
      note=""
      withNote={false}
      testId="service-maintenance"
    />
  );
}
