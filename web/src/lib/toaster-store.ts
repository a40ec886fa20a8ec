import { createToaster } from '@chakra-ui/react/toast';
import { limits } from '../../../shared/limits';

/** The toast store; loaded with the first toast, so the initial route does not carry it. */
export const toaster = createToaster({
  placement: 'top-end',
  // Below the 60 px top bar: notification toasts stay until closed and must not cover the bell.
  offsets: { top: '72px', right: '16px', bottom: '16px', left: '16px' },
  duration: limits.toastMs,
  pauseOnPageIdle: true,
  max: 4,
});
