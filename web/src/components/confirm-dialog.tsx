import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './ui-i18n';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question's details and any choices that go with it. */
  children?: ReactNode;
  confirmLabel: string;
  /** Cancel unless told otherwise. */
  cancelLabel?: string;
  /** Destructive actions confirm in red. */
  danger?: boolean;
  loading?: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  confirmTestId?: string;
}

/** A question that needs an answer before the action goes on. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const { open, title, children, confirmLabel, cancelLabel, danger, loading, confirmDisabled, onConfirm, onCancel, confirmTestId } = props;
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      placement="center"
      // A full-screen sheet on a phone (below md), the same as every dialog of the app there.
      size={{ base: 'full', md: 'md' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* The phone's full-screen size would stay on a desktop too (as tall as the window): undone from md up, as FormDialog does. */}
          <Dialog.Content minH={{ base: '100dvh', md: 'auto' }} borderRadius={{ base: '0', md: 'l3' }}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {/* A long action name on a narrow phone takes a line of its own rather than pushing Cancel off the screen. */}
              <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onCancel}>
                {cancelLabel ?? t('cancel')}
              </Button>
              <Button
                colorPalette={danger ? 'red' : 'brand'}
                loading={loading}
                disabled={confirmDisabled}
                onClick={onConfirm}
                data-testid={confirmTestId}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
