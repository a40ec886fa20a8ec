import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** Shown when the tour is closed before its end: how to take it again. */
export function ClosedTourDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('tour');
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="tour-closed-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('closed_title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('closed_text')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose} data-testid="tour-closed-ok">
                {t('closed_ok')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
