import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelUrl } from '../../../../../shared/label-formats';
import { FormDialog } from '../../../components/form-dialog';
import { writeTagUrl, type NfcWriteFailure } from '../nfc';
import { browserNdefReader } from '../use-scan-sources';
import '../i18n';

type WriteState = { step: 'writing' } | { step: 'written' } | { step: 'failed'; failure: NfcWriteFailure };

/**
 * The item card's "Write NFC tag": puts the item's label URL (`<this app>/q/<code>`) on a blank
 * tag as a URL record, so that the tag opens the item on any phone and reads as its code in the
 * scan dialog. Rendered only where the browser has Web NFC (Android Chrome); the card shows it for
 * an item with a code to those who may mark items.
 */
export function NfcWriteButton({ code }: { code: string }) {
  const { t } = useTranslation('scan');
  const Reader = browserNdefReader();
  const [state, setState] = useState<WriteState | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  if (!Reader) return null;

  // Started from the user's tap (the browser asks for NFC permission then).
  const write = () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'writing' });
    void writeTagUrl(Reader, labelUrl(window.location.origin, code), controller.signal).then((result) => {
      if (controller.signal.aborted || 'aborted' in result) return;
      setState(result.written ? { step: 'written' } : { step: 'failed', failure: result.failure });
    });
  };
  const close = () => {
    abort.current?.abort();
    abort.current = null;
    setState(null);
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={write} data-testid="nfc-write-open">
        {t('nfc_write_button')}
      </Button>
      {state ? (
        <FormDialog
          open
          title={t('nfc_write_title')}
          submitLabel={state.step === 'failed' ? t('nfc_write_retry') : t('nfc_write_again')}
          submitDisabled={state.step === 'writing'}
          onSubmit={write}
          onClose={close}
          testId="nfc-write-dialog"
          submitTestId="nfc-write-again"
        >
          {state.step === 'writing' ? (
            <Flex gap="3" align="center" data-testid="nfc-write-state" data-state="writing">
              <Spinner color="brand.solid" flexShrink="0" />
              <Text>{t('nfc_write_hold')}</Text>
            </Flex>
          ) : (
            <Alert.Root status={state.step === 'written' ? 'success' : 'error'} data-testid="nfc-write-state" data-state={state.step}>
              <Alert.Indicator />
              <Alert.Title>{state.step === 'written' ? t('nfc_write_done', { code }) : t(`nfc_write_${state.failure}`)}</Alert.Title>
            </Alert.Root>
          )}
        </FormDialog>
      ) : null}
    </>
  );
}
