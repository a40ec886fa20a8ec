import { Button } from '@chakra-ui/react/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../../shared/roles';
import { mayUse } from '../../../lib/item-access';
import type { BulkJob } from '../../items/api/bulk-action';
import { BulkJobDialog } from '../../items/components/bulk/bulk-job-dialog';
import { BulkLabelsDialog } from '../../items/components/bulk/bulk-labels-dialog';
import '../i18n';

interface PrintImportedLabelsProps {
  role: Role;
  companyId: string;
  /** The finished import and how many items it created (its labels print in file order). */
  dataFileId: string;
  count: number;
}

/** A finished import's next step: the labels of exactly the items it created, with codes given to them on the way. */
export function PrintImportedLabels({ role, companyId, dataFileId, count }: PrintImportedLabelsProps) {
  const { t } = useTranslation('imports');
  const [dialog, setDialog] = useState<'format' | BulkJob | null>(null);
  if (count === 0 || !mayUse(role, 'mark')) return null;
  return (
    <>
      <Button colorPalette="brand" alignSelf="flex-start" whiteSpace="normal" onClick={() => setDialog('format')} data-testid="import-print-labels">
        {t('print_labels', { count })}
      </Button>
      {dialog === 'format' ? (
        <BulkLabelsDialog
          action="labels"
          role={role}
          companyId={companyId}
          withObjects={false}
          selection={{ import: dataFileId }}
          count={count}
          matching={false}
          onClose={() => setDialog(null)}
          onStarted={setDialog}
        />
      ) : dialog ? (
        <BulkJobDialog companyId={companyId} job={dialog} onFinished={() => undefined} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
