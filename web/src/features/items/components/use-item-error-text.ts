import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../components/use-field-error';
import type { ItemsMessages } from '../../../i18n/locales/items';
import '../i18n';

/** A field error code as text: the items rules first, then the shared field and error messages. */
export function useItemErrorText(): (code: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('items');
  const shared = useFieldErrorText();
  return (code) => {
    if (code && i18n.exists(`field_errors.${code}`, { ns: 'items' })) {
      return t(`field_errors.${code as keyof ItemsMessages['field_errors']}`);
    }
    return shared(code);
  };
}
