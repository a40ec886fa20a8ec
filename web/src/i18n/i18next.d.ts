import 'i18next';
import type { ErrorName } from '../../../shared/errors';
import type { AuthMessages } from './locales/auth';
import type { CommonMessages } from './locales/common';
import type { CompanyMessages } from './locales/company';
import type { FieldMessages } from './locales/fields';
import type { ItemsMessages } from './locales/items';
import type { ShellMessages } from './locales/shell';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: CommonMessages;
      fields: FieldMessages;
      errors: Record<ErrorName, string>;
      auth: AuthMessages;
      company: CompanyMessages;
      shell: ShellMessages;
      items: ItemsMessages;
    };
  }
}
