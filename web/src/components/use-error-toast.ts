import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client';
import { notify } from '../lib/toaster';

/**
 * An error toast for a failed call: the catalogue message of the server's error name, or "contact
 * support" for an outage (no answer, or a 500 whose text would say nothing more).
 */
export function useErrorToast(): (error: unknown) => void {
  const { t } = useTranslation(['errors', 'common']);
  return (error) => {
    if (isApiError(error) && error.error !== 'NetworkError' && error.error !== 'InternalError') {
      return notify.error(t(error.error, { ns: 'errors' }));
    }
    notify.error(t('contact_support', { ns: 'common' }));
  };
}
