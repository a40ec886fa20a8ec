import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import { notify } from '../../lib/toaster';
import { attemptsLeftOf } from './error-details';
import './i18n';

/**
 * The code field's text when an SMS code is wrong (also told in a toast), expired or used up too
 * often; undefined for any other failure, which the caller handles.
 */
export function useCodeFailureText(): (error: unknown) => string | undefined {
  const { t } = useTranslation('auth');
  return (error) => {
    if (isApiError(error, 'WrongCode')) {
      const attempts = attemptsLeftOf(error);
      notify.error(t('WrongCode', { ns: 'errors' }));
      return attempts === undefined ? t('WrongCode', { ns: 'errors' }) : t('wrong_code_attempts', { attempts });
    }
    if (isApiError(error, 'CodeExpired')) return t('CodeExpired', { ns: 'errors' });
    if (isApiError(error, 'TooManyAttempts')) return t('TooManyAttempts', { ns: 'errors' });
    return undefined;
  };
}
