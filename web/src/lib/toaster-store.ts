import { createToaster } from '@chakra-ui/react/toast';
import { limits } from '../../../shared/limits';

/** The toast store; loaded with the first toast, so the initial route does not carry it. */
export const toaster = createToaster({
  placement: 'top-end',
  duration: limits.toastMs,
  pauseOnPageIdle: true,
  max: 4,
});
