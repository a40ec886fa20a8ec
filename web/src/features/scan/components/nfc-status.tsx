import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { NfcState } from '../nfc';
import '../i18n';

/** One line on Web NFC under a scanning dialog's camera: nothing where the browser has none. */
export function NfcStatus({ state, onRetry, testId }: { state: NfcState; onRetry: () => void; testId: string }) {
  const { t } = useTranslation('scan');
  if (state === 'unsupported' || state === 'idle') return null;
  if (state === 'denied') {
    return (
      <Flex gap="2" align="center" wrap="wrap" data-testid={testId} data-state={state}>
        <Text fontSize="sm" color="fg.muted" flex="1 1 200px">
          {t('nfc_denied')}
        </Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('nfc_retry')}
        </Button>
      </Flex>
    );
  }
  return (
    <Text fontSize="sm" color="fg.muted" data-testid={testId} data-state={state}>
      {state === 'starting' ? t('nfc_starting') : t('nfc_reading')}
    </Text>
  );
}
