import { useTranslation } from 'react-i18next';
import { isErrorName } from '../../../shared/errors';
import type { FieldMessages } from '../i18n/locales/fields';

/**
 * Turns a field error code into text: the shared schemas' and the API's `required_field` /
 * `invalid_rule_<rule>`, or an error name such as EmailAlreadyUsed.
 */
export function useFieldErrorText(): (code: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation(['fields', 'errors']);
  return (code) => {
    if (!code) return undefined;
    if (i18n.exists(code, { ns: 'fields' })) return t(code as keyof FieldMessages, { ns: 'fields' });
    if (isErrorName(code)) return t(code, { ns: 'errors' });
    return t('invalid_rule_unknown', { ns: 'fields' });
  };
}
