import { Flex } from '@chakra-ui/react/flex';
import { Progress } from '@chakra-ui/react/progress';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import type { UploadingFile } from './use-photo-upload';
import '../../photos-i18n';

/** One line per file: its name, its progress, then what became of it (the error's own message). */
export function UploadProgress({ files }: { files: UploadingFile[] }) {
  const { t } = useTranslation(['photos', 'errors']);
  if (files.length === 0) return null;
  return (
    <Stack gap="2" data-testid="photo-upload-progress">
      {files.map((file) => (
        <Stack key={file.key} gap="1" data-testid="photo-upload-file" data-state={file.state}>
          <Flex justify="space-between" gap="2" fontSize="xs">
            <Text truncate minW="0">
              {file.fileName}
            </Text>
            {file.state === 'failed' ? null : (
              <Text flexShrink={0} color="fg.muted">
                {file.state === 'uploaded' ? t('uploaded') : `${Math.round(file.progress * 100)}%`}
              </Text>
            )}
          </Flex>
          {file.state === 'failed' ? (
            <Text fontSize="xs" color="fg.error" data-testid="photo-upload-error">
              {t(file.error ?? 'FileUploadError', { ns: 'errors' })}
            </Text>
          ) : null}
          {file.state === 'failed' ? null : (
            <Progress.Root recipe={progressSlotRecipe} size="xs" value={Math.round(file.progress * 100)} colorPalette={file.state === 'uploaded' ? 'green' : 'brand'}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
