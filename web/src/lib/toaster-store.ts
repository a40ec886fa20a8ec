import { createToaster } from '@chakra-ui/react/toast';
import { limits } from '../../../shared/limits';

/** The toast store; loaded with the first toast, so the initial route does not carry it. */
export const toaster = createToaster({
  placement: 'top-end',
  // Below the shell's sticky top bar (its height, banner included, is kept in --shell-bar-bottom by
  // features/shell/components/app-shell.tsx): notification toasts stay until closed and must not
  // cover the bell or any other control of the bar. Screens without the shell have a 60 px bar.
  offsets: { top: 'calc(var(--shell-bar-bottom, 60px) + 12px)', right: '16px', bottom: '16px', left: '16px' },
  duration: limits.toastMs,
  pauseOnPageIdle: true,
  max: 4,
});
