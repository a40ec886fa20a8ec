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
}

/**
 * A form in a dialog: its fields, then cancel and submit; Enter submits. The dialog never grows past
 * the screen: on a desktop it is at most the viewport's height (less a margin), and a body taller than
 * that scrolls inside it with the title and the buttons fixed, so a long form (or one that grows as
 * the user works in it) keeps its submit button in reach. On a phone it is a full-screen sheet with
 * the same fixed title and buttons.
 */
export function FormDialog(props: FormDialogProps) {
  const { t } = useTranslation('ui');
  const { open, title, children, submitLabel, submitting, submitDisabled, onSubmit, onClose, submitTestId, testId } = props;
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
      scrollBehavior="inside"
      // A full-screen sheet on a phone (below md), where a centred dialog leaves no room for its form.
      size={{ base: 'full', md: 'lg' }}
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/*
            The phone's full-screen size is the base of a responsive size, so its minimum height and
            square corners would stay on a desktop too (a desktop dialog as tall as the window):
            they are undone from md up.
          */}
          <Dialog.Content asChild minH={{ base: '100dvh', md: 'auto' }} borderRadius={{ base: '0', md: 'l3' }}>
            <form onSubmit={submit} noValidate data-testid={testId}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              {/* A long action name on a narrow phone takes a line of its own rather than pushing Cancel off the screen. */}
              <Dialog.Footer flexWrap="wrap">
                <Button variant="outline" onClick={onClose}>
                  {t('cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" loading={submitting} disabled={submitDisabled} maxW="full" whiteSpace="normal" h="auto" minH="10" data-testid={submitTestId}>
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
