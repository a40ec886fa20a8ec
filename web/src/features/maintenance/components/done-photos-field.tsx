import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { photoContentTypes } from '../../../../../shared/photos';
import { maintenanceLimits } from '../../../../../shared/schemas/maintenance';
import { photoRoom, type useDonePhotos } from '../use-done-photos';
import '../i18n';

/** The done record's photos: "Add photos" (JPEG or PNG, up to the record's limit), then a line per file with its progress or its error. */
export function DonePhotosField({ photos }: { photos: ReturnType<typeof useDonePhotos> }) {
  const { t } = useTranslation(['maintenance', 'errors']);
  const input = useRef<HTMLInputElement>(null);
  const room = photoRoom(photos.files);
  return (
    <Stack gap="2" data-testid="maintenance-done-photos">
      <Flex gap="2" align="center" wrap="wrap">
        <Button variant="outline" minH="44px" disabled={room === 0} onClick={() => input.current?.click()} data-testid="maintenance-done-photos-add">
          {t('photos_add')}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {t('photos_hint', { max: maintenanceLimits.photosPerDone })}
        </Text>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept={Object.keys(photoContentTypes).join(',')}
          data-testid="maintenance-done-photos-input"
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = '';
            if (chosen.length) void photos.add(chosen);
          }}
        />
      </Flex>
      {photos.files.map((file) => (
        <Flex key={file.key} gap="2" align="center" justify="space-between" fontSize="sm" data-testid="maintenance-done-photo" data-state={file.state}>
          <Stack gap="0" minW="0">
            <Text truncate>{file.fileName}</Text>
            {file.state === 'failed' ? (
              <Text color="fg.error" fontSize="xs" data-testid="maintenance-done-photo-error">
                {t(file.error ?? 'FileUploadError', { ns: 'errors' })}
              </Text>
            ) : (
              <Text color="fg.muted" fontSize="xs">
                {file.state === 'uploaded' ? t('photo_uploaded') : `${Math.round(file.progress * 100)}%`}
              </Text>
            )}
          </Stack>
          <Button size="sm" variant="ghost" minH="44px" flexShrink={0} onClick={() => photos.remove(file.key)} disabled={file.state === 'uploading'}>
            {t('photo_remove')}
          </Button>
        </Flex>
      ))}
    </Stack>
  );
}
