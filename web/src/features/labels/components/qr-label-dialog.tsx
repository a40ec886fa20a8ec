import { Alert } from '@chakra-ui/react/alert';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLabelFormat, type LabelFormatId } from '../../../../../shared/label-formats';
import { FormDialog } from '../../../components/form-dialog';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { saveFile, useDownloadCode } from '../api/label-files';
import { FormatSelect } from './format-select';
import '../i18n';

interface QrLabelDialogProps {
  companyId: string;
  /** The item's code; an item without one has no label to print yet. */
  code: string | null;
  onClose: () => void;
}

/** Spec "QR code download": the item's label in the chosen format, saved as PDF. */
export function QrLabelDialog({ companyId, code, onClose }: QrLabelDialogProps) {
  const { t } = useTranslation(['labels', 'errors']);
  const [format, setFormat] = useState<LabelFormatId>(defaultLabelFormat);
  const download = useDownloadCode(companyId);
  const submit = () => {
    if (!code) return onClose();
    download.mutate(
      { code, type: format },
      {
        onSuccess: (file) => {
          saveFile(file.url, file.fileName);
          onClose();
        },
        onError: (error) => notify.error(isApiError(error) && error.status < 500 ? t(error.error as 'NotFound', { ns: 'errors' }) : t('download_error')),
      },
    );
  };
  return (
    <FormDialog open title={t('qr_title')} submitLabel={t('download')} submitting={download.isPending} submitDisabled={!code} onSubmit={submit} onClose={onClose} submitTestId="qr-label-download" testId="qr-label-dialog">
      <Stack gap="4">
        {code ? (
          <FormatSelect value={format} onChange={setFormat} />
        ) : (
          <Alert.Root status="info" data-testid="qr-label-no-code">
            <Alert.Indicator />
            <Alert.Description>{t('no_code')}</Alert.Description>
          </Alert.Root>
        )}
      </Stack>
    </FormDialog>
  );
}
