import { Alert } from '@chakra-ui/react/alert';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { photoRules } from '../../../../../../shared/photos';
import type { Item } from '../../../../../../shared/schemas/items';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useErrorToast } from '../../../../components/use-error-toast';
import { isApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toaster';
import { useAttachItemPhotos, useDeleteItemPhoto, useSetMainPhoto } from '../../api/photos';
import { PhotoDropZone } from './photo-drop-zone';
import { PhotoThumb } from './photo-thumb';
import { PhotoViewerDialog } from './photo-viewer-dialog';
import { UploadProgress } from './upload-progress';
import { usePhotoUpload } from './use-photo-upload';
import '../../photos-i18n';

interface ItemPhotosProps {
  companyId: string;
  item: Item;
  /** Role may change the item's photos (as other item edits). */
  canEdit: boolean;
  /** The plan has the storage feature (upload is not on Free). */
  canUpload: boolean;
}

/** Spec "photos": the item's photos as thumbnails, upload with progress per file, main, delete and a viewer. */
export function ItemPhotos({ companyId, item, canEdit, canUpload }: ItemPhotosProps) {
  const { t } = useTranslation(['photos', 'errors']);
  const errorToast = useErrorToast();
  const uploads = usePhotoUpload(companyId);
  const attach = useAttachItemPhotos(companyId, item._id);
  const setMain = useSetMainPhoto(companyId, item._id);
  const remove = useDeleteItemPhoto(companyId, item._id);
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  // An inactive item takes no change either until it is reactivated (ItemInactive).
  const closed = item.status === 'decommissioned' || item.status === 'inactive';
  const full = item.photos.length >= photoRules.perItemMax;
  // A decommissioned item takes no change, photos included (the server says ItemClosed).
  const editable = canEdit && !closed;

  async function send(files: File[]) {
    const names = await uploads.upload(files.slice(0, photoRules.perItemMax - item.photos.length));
    if (names.length === 0) return;
    attach.mutate(names, {
      onSuccess: (answer) => {
        uploads.settle(answer.results);
        const added = answer.results.filter((result) => result.ok).length;
        if (answer.warning) notify.warning(t(answer.warning, { ns: 'errors' }));
        else notify.success(t('added', { count: added }));
      },
      onError: (error) => {
        const results = (isApiError(error) ? (error.details as { results?: Parameters<typeof uploads.settle>[0] } | undefined)?.results : undefined) ?? null;
        if (results) uploads.settle(results);
        else uploads.fail(isApiError(error) && error.error !== 'NetworkError' ? error.error : 'FilesUploadError');
        errorToast(error);
      },
    });
  }

  const mayUpload = editable && canUpload;
  return (
    <Card.Root data-testid="item-photos">
      <Card.Header>
        <Heading as="h2" size="lg">
          {t('photos_title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {item.photos.length === 0 ? <Text color="fg.muted">{t('photos_empty')}</Text> : null}
          <Flex gap="3" wrap="wrap">
            {item.photos.map((photo, index) => (
              <Stack key={photo.name} gap="1" w="112px" data-testid="item-photo" data-main={photo.main}>
                <button type="button" aria-label={t('open_photo', { index: index + 1 })} onClick={() => setViewing(index)} style={{ position: 'relative', cursor: 'zoom-in' }}>
                  <PhotoThumb name={photo.name} size="112px" alt={t('open_photo', { index: index + 1 })} testId="item-photo-thumb" />
                  {photo.main ? (
                    <Badge position="absolute" top="1" left="1" colorPalette="brand" variant="solid" size="sm">
                      {t('main')}
                    </Badge>
                  ) : null}
                </button>
                {editable ? (
                  <Flex gap="1" wrap="wrap">
                    {photo.main ? null : (
                      <Button size="2xs" variant="outline" loading={setMain.isPending && setMain.variables === photo.name} onClick={() => setMain.mutate(photo.name, { onError: errorToast })} data-testid="item-photo-main">
                        {t('make_main')}
                      </Button>
                    )}
                    <Button size="2xs" variant="outline" colorPalette="red" onClick={() => setDeleting(photo.name)} data-testid="item-photo-delete">
                      {t('delete')}
                    </Button>
                  </Flex>
                ) : null}
              </Stack>
            ))}
          </Flex>
          {editable && !canUpload ? (
            <Alert.Root status="info" data-testid="item-photos-plan">
              <Alert.Indicator />
              <Alert.Description>{t('plan_notice')}</Alert.Description>
            </Alert.Root>
          ) : null}
          {mayUpload && full ? <Text fontSize="sm" color="fg.muted">{t('limit_notice', { count: photoRules.perItemMax })}</Text> : null}
          {mayUpload && !full ? <PhotoDropZone disabled={uploads.busy || attach.isPending} onFiles={(files) => void send(files)} testId="item-photos-drop" /> : null}
          <UploadProgress files={uploads.files} />
        </Stack>
      </Card.Body>

      {viewing !== null && item.photos[viewing] ? (
        <PhotoViewerDialog names={item.photos.map((photo) => photo.name)} index={viewing} onIndex={setViewing} onClose={() => setViewing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete_title')}
        confirmLabel={t('delete')}
        danger
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              setDeleting(null);
              notify.success(t('deleted'));
            },
            onError: (error) => {
              setDeleting(null);
              errorToast(error);
            },
          })
        }
        confirmTestId="item-photo-delete-confirm"
      >
        <Text>{t('delete_text')}</Text>
      </ConfirmDialog>
    </Card.Root>
  );
}
