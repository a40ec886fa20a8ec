import type { Language } from '../../../../shared/i18n/languages';

/**
 * Helper texts of form fields, keyed by the codes the shared schemas and the API's ValidationError
 * details use: `required_field` and `invalid_rule_<rule>`.
 */
const en = {
  required_field: 'This field is required',
  invalid_rule_email: 'Enter an e-mail like name@example.com',
  invalid_rule_password: 'The password must be at least 4 characters long',
  invalid_rule_phone: 'Enter a phone number like +333 65 789-4566',
  invalid_rule_no_spaces: 'Spaces are not allowed',
  invalid_rule_max_length: 'The value is too long',
  invalid_rule_country_code: 'Choose a country',
  invalid_rule_login: 'Enter an e-mail, or a phone number starting with +',
  invalid_rule_unknown: 'The value is invalid',
  invalid_rule_code: 'Enter the 5-digit code',
  passwords_not_match: 'Passwords do not match',
};

export type FieldMessages = typeof en;

export const fields: Record<Language, FieldMessages> = {
  en,
  ua: {
    required_field: "Це поле обов'язкове",
    invalid_rule_email: 'Введіть e-mail у форматі name@example.com',
    invalid_rule_password: 'Пароль має містити щонайменше 4 символи',
    invalid_rule_phone: 'Введіть номер телефону у форматі +333 65 789-4566',
    invalid_rule_no_spaces: 'Пробіли не допускаються',
    invalid_rule_max_length: 'Значення задовге',
    invalid_rule_country_code: 'Оберіть країну',
    invalid_rule_login: 'Введіть e-mail або номер телефону, що починається з +',
    invalid_rule_unknown: 'Неправильне значення',
    invalid_rule_code: 'Введіть 5-значний код',
    passwords_not_match: 'Паролі не збігаються',
  },
  pl: {
    required_field: 'To pole jest wymagane',
    invalid_rule_email: 'Wpisz e-mail w formacie name@example.com',
    invalid_rule_password: 'Hasło musi mieć co najmniej 4 znaki',
    invalid_rule_phone: 'Wpisz numer telefonu w formacie +333 65 789-4566',
    invalid_rule_no_spaces: 'Spacje są niedozwolone',
    invalid_rule_max_length: 'Wartość jest za długa',
    invalid_rule_country_code: 'Wybierz kraj',
    invalid_rule_login: 'Wpisz e-mail lub numer telefonu zaczynający się od +',
    invalid_rule_unknown: 'Nieprawidłowa wartość',
    invalid_rule_code: 'Wpisz 5-cyfrowy kod',
    passwords_not_match: 'Hasła nie są zgodne',
  },
  ru: {
    required_field: 'Это поле обязательно',
    invalid_rule_email: 'Введите e-mail в формате name@example.com',
    invalid_rule_password: 'Пароль должен содержать не менее 4 символов',
    invalid_rule_phone: 'Введите номер телефона в формате +333 65 789-4566',
    invalid_rule_no_spaces: 'Пробелы не допускаются',
    invalid_rule_max_length: 'Слишком длинное значение',
    invalid_rule_country_code: 'Выберите страну',
    invalid_rule_login: 'Введите e-mail или номер телефона, начинающийся с +',
    invalid_rule_unknown: 'Неверное значение',
    invalid_rule_code: 'Введите 5-значный код',
    passwords_not_match: 'Пароли не совпадают',
  },
};
