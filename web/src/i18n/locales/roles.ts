import type { Language } from '../../../../shared/i18n/languages';
import type { Role } from '../../../../shared/roles';

/**
 * The one name of each role in each language. Every namespace that names roles (ui for the panel,
 * auth for the invitation screens) takes them from here, so a role never goes by two names
 * (roles.test.ts checks the locales for any other wording).
 */
export const roleNames: Record<Language, Record<Role, string>> = {
  en: { root: 'Owner', admin: 'Administrator', stockman: 'Storekeeper', worker: 'Employee', user: 'User' },
  ua: { root: 'Власник', admin: 'Адміністратор', stockman: 'Комірник', worker: 'Працівник', user: 'Користувач' },
  pl: { root: 'Właściciel', admin: 'Administrator', stockman: 'Magazynier', worker: 'Pracownik', user: 'Użytkownik' },
  ru: { root: 'Владелец', admin: 'Администратор', stockman: 'Кладовщик', worker: 'Сотрудник', user: 'Пользователь' },
};
