import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/toaster';
import { RecoveryCodesList } from './recovery-codes-list';
import '../i18n';

/**
 * The last step of adding the app or renewing the codes: the recovery codes, shown once, to copy;
 * the dialog closes only through "Done" then.
 */
export function RecoveryCodesStep({ codes, onDone, doneTestId }: { codes: readonly string[]; onDone: () => void; doneTestId: string }) {
  const { t } = useTranslation('settings');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify.success(t('second_factor.copied'));
    } catch {
      // No clipboard (an insecure origin, or denied): the codes stay on screen to copy by hand.
    }
  };
  return (
    <>
      <Dialog.Body>
        <RecoveryCodesList codes={codes} />
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        <Button size="lg" variant="outline" onClick={() => void copy()}>
          {t('second_factor.copy')}
        </Button>
        <Button size="lg" colorPalette="brand" onClick={onDone} maxW="full" whiteSpace="normal" data-testid={doneTestId}>
          {t('second_factor.done')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
