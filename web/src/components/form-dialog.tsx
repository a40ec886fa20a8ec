import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './ui-i18n';

interface FormDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  submitLabel: string;
  submitting?: boolean;
  submitDisabled?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  submitTestId?: string;
  testId?: string;
  /**
   * The dialog never grows past the screen: a body taller than the room left scrolls inside it, with
   * the title and the buttons in view. For forms whose content grows as the user works in them.
   */
  scrollInside?: boolean;
}

/** A form in a dialog: its fields, then cancel and submit; Enter submits. */
export function FormDialog(props: FormDialogProps) {
  const { t } = useTranslation('ui');
  const { open, title, children, submitLabel, submitting, submitDisabled, onSubmit, onClose, submitTestId, testId, scrollInside } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      scrollBehavior={scrollInside ? 'inside' : 'outside'}
      // A full-screen sheet on a phone (below md), where a centred dialog leaves no room for its form.
      size={{ base: 'full', md: 'lg' }}
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate data-testid={testId}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" loading={submitting} disabled={submitDisabled} data-testid={submitTestId}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
