import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../components/use-field-error';
import type { DepreciationMessages } from '../../../i18n/locales/depreciation';
import '../i18n';

/** A field error code as text: the depreciation rules first, then the shared field and error messages. */
export function useDepreciationErrorText(): (code: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('depreciation');
  const shared = useFieldErrorText();
  return (code) => {
    if (code && i18n.exists(`field_errors.${code}`, { ns: 'depreciation' })) {
      return t(`field_errors.${code as keyof DepreciationMessages['field_errors']}`);
    }
    return shared(code);
  };
}
