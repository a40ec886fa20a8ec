import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/toaster';
import '../i18n';

/**
 * A new token's secret, shown this once (only its hash is kept): a copy button, and the text
 * selectable by hand where the browser gives no clipboard. Closing it is the end of the secret here.
 */
export function TokenSecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation('integration');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify.success(t('copied'));
    } catch {
      notify.warning(t('copy_failed'));
    }
  };
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size="lg"
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="integration-secret-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('secret_title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{t('secret_text')}</Text>
                <Flex gap="2" wrap="wrap">
                  <Input
                    readOnly
                    value={secret}
                    fontFamily="mono"
                    flex="1 1 14rem"
                    aria-label={t('secret_title')}
                    onFocus={(event) => event.currentTarget.select()}
                    data-testid="integration-secret"
                  />
                  <Button variant="outline" onClick={() => void copy()} data-testid="integration-secret-copy">
                    {t('copy')}
                  </Button>
                </Flex>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose} data-testid="integration-secret-done">
                {t('done')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
