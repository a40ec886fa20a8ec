import { Button } from '@chakra-ui/react/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../../shared/roles';
import { roleGroups } from '../../../../../shared/permissions';
import { BindDialog } from './bind-dialog';
import { GenerateDialog } from './generate-dialog';
import { ScanBindDialog } from './scan-bind-dialog';
import '../i18n';

/** The items page's label buttons: generate new labels (storekeepers and up), and bind printed ones as a list of pairs or label by label with the camera. */
export function LabelsActions({ companyId, role }: { companyId: string; role: Role }) {
  const { t } = useTranslation('labels');
  const [open, setOpen] = useState<'generate' | 'bind' | 'scan' | null>(null);
  const mayGenerate = (roleGroups.staff as readonly Role[]).includes(role);
  return (
    <>
      {mayGenerate ? (
        <Button variant="outline" onClick={() => setOpen('generate')} data-testid="labels-generate-open">
          {t('generate_button')}
        </Button>
      ) : null}
      <Button variant="outline" onClick={() => setOpen('bind')} data-testid="labels-bind-open">
        {t('bind_button')}
      </Button>
      {/* Label by label with the camera: a phone's way (a desktop with a hand scanner uses the list above too). */}
      <Button variant="outline" onClick={() => setOpen('scan')} data-testid="labels-scan-bind-open">
        {t('scan_bind_button')}
      </Button>
      {open === 'generate' ? <GenerateDialog companyId={companyId} onClose={() => setOpen(null)} /> : null}
      {open === 'bind' ? <BindDialog companyId={companyId} onClose={() => setOpen(null)} /> : null}
      {open === 'scan' ? <ScanBindDialog companyId={companyId} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
