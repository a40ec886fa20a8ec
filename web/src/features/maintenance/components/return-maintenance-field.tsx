import { useTranslation } from 'react-i18next';
import { serviceNote, type ReturnRecord } from '../return-record';
import { PlanRecordField } from './plan-record-field';
import '../i18n';

interface ReturnMaintenanceFieldProps {
  companyId: string;
  item: { _id: string; service?: { title: string; reason: string } | null };
  /** null: nothing to record (the box is not ticked). */
  value: ReturnRecord | null;
  onChange: (value: ReturnRecord | null) => void;
}

/**
 * The return from service's optional "Record maintenance done": the plan, its cost (the plan's
 * expected cost) and a note (the service the item comes back from) to start with.
 */
export function ReturnMaintenanceField({ companyId, item, value, onChange }: ReturnMaintenanceFieldProps) {
  const { t } = useTranslation('maintenance');
  return (
    <PlanRecordField
      companyId={companyId}
      itemId={item._id}
      value={value}
      onChange={onChange}
      label={t('record_on_return')}
      note={serviceNote(item.service)}
      withNote
      testId="return-maintenance"
    />
  );
}
