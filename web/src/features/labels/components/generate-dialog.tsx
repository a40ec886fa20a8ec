import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLabelFormat, type LabelFormatId, maxGeneratedLabels } from '../../../../../shared/label-formats';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { saveFile, useGenerateLabels } from '../api/label-files';
import { FormatSelect } from './format-select';
import '../i18n';

/** Spec "QR generation dialog": a number of new codes for the company, printed as labels in the chosen format. */
export function GenerateDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const { t } = useTranslation(['labels', 'errors']);
  const [count, setCount] = useState('40');
  const [format, setFormat] = useState<LabelFormatId>(defaultLabelFormat);
  const [invalid, setInvalid] = useState(false);
  const generate = useGenerateLabels(companyId);
  const submit = () => {
    const number = Number(count);
    if (!Number.isInteger(number) || number < 1 || number > maxGeneratedLabels) return setInvalid(true);
    generate.mutate(
      { count: number, type: format },
      {
        onSuccess: (file) => {
          saveFile(file.url, file.fileName);
          notify.success(t('generated', { count: file.codes?.length ?? number }));
          onClose();
        },
        onError: (error) => notify.error(isApiError(error) && error.status < 500 ? t(error.error as 'NotFound', { ns: 'errors' }) : t('generate_error')),
      },
    );
  };
  return (
    <FormDialog open title={t('generate_title')} submitLabel={t('generate_submit')} submitting={generate.isPending} onSubmit={submit} onClose={onClose} submitTestId="labels-generate-submit" testId="labels-generate-dialog">
      <Stack gap="4">
        <Text color="fg.muted">{t('generate_text')}</Text>
        <FormField label={t('count')} helper={t('count_hint', { max: maxGeneratedLabels })} error={invalid ? t('count_invalid', { max: maxGeneratedLabels }) : undefined} required>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={maxGeneratedLabels}
            value={count}
            onChange={(event) => {
              setCount(event.target.value);
              setInvalid(false);
            }}
            data-testid="labels-generate-count"
          />
        </FormField>
        <FormatSelect value={format} onChange={setFormat} />
      </Stack>
    </FormDialog>
  );
}
