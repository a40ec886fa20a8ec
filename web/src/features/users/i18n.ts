import { addNamespace } from '../../i18n';
import { users } from '../../i18n/locales/users';
import '../../components/ui-i18n';

/** The users namespace arrives with this feature's code (role names come with `ui`). */
addNamespace('users', users);
