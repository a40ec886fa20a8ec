import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Flex } from '@chakra-ui/react/flex';
import { Portal } from '@chakra-ui/react/portal';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../../lib/api/photo-uploads';
import '../../photos-i18n';

interface PhotoViewerDialogProps {
  names: string[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** The larger view: the original, one at a time, with previous and next. */
export function PhotoViewerDialog({ names, index, onIndex, onClose }: PhotoViewerDialogProps) {
  const { t } = useTranslation('photos');
  const name = names[index]!;
  return (
    <Dialog.Root recipe={dialogSlotRecipe} open onOpenChange={(details) => !details.open && onClose()} size="xl" placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="photo-viewer" mx="2">
            <Dialog.Header>
              <Dialog.Title>{t('viewer_title', { index: index + 1, count: names.length })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Box asChild w="100%" maxH="70vh" objectFit="contain" bg="bg.muted" borderRadius="md">
                <img src={imageUrl(name, 'original')} alt={t('viewer_title', { index: index + 1, count: names.length })} data-testid="photo-viewer-image" />
              </Box>
            </Dialog.Body>
            <Dialog.Footer>
              <Flex gap="2" w="100%" justify="space-between" wrap="wrap">
                <Flex gap="2">
                  <Button size="sm" variant="outline" disabled={index === 0} onClick={() => onIndex(index - 1)}>
                    {t('previous')}
                  </Button>
                  <Button size="sm" variant="outline" disabled={index === names.length - 1} onClick={() => onIndex(index + 1)}>
                    {t('next')}
                  </Button>
                </Flex>
                <Button size="sm" onClick={onClose} data-testid="photo-viewer-close">
                  {t('close')}
                </Button>
              </Flex>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
