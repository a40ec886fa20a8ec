import { Button } from '@chakra-ui/react/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../components/use-error-toast';
import { downloadErrorFile } from '../api/error-file';
import '../i18n';

/** Downloads the user's own file with an added column that says what is wrong in each row. */
export function ErrorFileButton({ companyId, dataFileId, size = 'sm' }: { companyId: string; dataFileId: string; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('imports');
  const showError = useErrorToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadErrorFile(companyId, dataFileId);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size={size} variant="outline" colorPalette="red" loading={busy} onClick={() => void download()} data-testid="import-error-file">
      {t('error_file')}
    </Button>
  );
}
