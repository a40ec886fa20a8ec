import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodesStep } from './recovery-codes-step';
import '../i18n';

interface SecondFactorDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  /** The form's fields. */
  children: ReactNode;
  onSubmit: () => void;
  submitLabel: string;
  submitTestId: string;
  submitting: boolean;
  submitDisabled?: boolean;
  /** A red submit button, for turning the factor off. */
  danger?: boolean;
  /** Recovery codes to show once (the last step of adding the app or renewing them): the form gives way to them, and the dialog then closes only through their Done button. */
  recoveryCodes?: { codes: readonly string[]; title: string; doneTestId: string } | null;
}

/**
 * The dialogs of the second factor in Settings (add the app, renew the recovery codes, turn it off):
 * a form that asks for a code, full-screen on a phone, which never closes on a click outside it.
 */
export function SecondFactorDialog(props: SecondFactorDialogProps) {
  const { t } = useTranslation('settings');
  const { open, onClose, title, testId, children, onSubmit, submitLabel, submitTestId, submitting, submitDisabled, danger, recoveryCodes } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !recoveryCodes) onClose();
      }}
      placement="center"
      scrollBehavior="inside"
      size={{ base: 'full', md: 'md' }}
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content minH={{ base: '100dvh', md: 'auto' }} borderRadius={{ base: '0', md: 'l3' }} data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{recoveryCodes ? recoveryCodes.title : title}</Dialog.Title>
            </Dialog.Header>
            {recoveryCodes ? (
              <RecoveryCodesStep codes={recoveryCodes.codes} onDone={onClose} doneTestId={recoveryCodes.doneTestId} />
            ) : (
              <form onSubmit={submit} noValidate>
                <Dialog.Body>{children}</Dialog.Body>
                <Dialog.Footer flexWrap="wrap">
                  <Button size="lg" variant="outline" onClick={onClose}>
                    {t('second_factor.cancel')}
                  </Button>
                  <Button type="submit" size="lg" colorPalette={danger ? 'red' : 'brand'} loading={submitting} disabled={submitDisabled} data-testid={submitTestId}>
                    {submitLabel}
                  </Button>
                </Dialog.Footer>
              </form>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
