import { addNamespace } from '../i18n';
import { ui } from '../i18n/locales/ui';

/** The `ui` namespace arrives with the shared components of the signed-in screens. */
addNamespace('ui', ui);
