import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { DataFile } from '../api/data-files';
import { fileErrorReason } from '../file-error';
import '../i18n';

/** Why a file of the upload history ended in error (a refused file too); nothing for the others. */
export function DataFileReason({ file }: { file: DataFile }) {
  const { t } = useTranslation('imports');
  if (file.state !== 'error') return null;
  return (
    <Text fontSize="xs" color="fg.error" mt="1" data-testid="datafile-reason" data-kind={file.errorKind ?? 'server'}>
      {fileErrorReason(t, file)}
    </Text>
  );
}
