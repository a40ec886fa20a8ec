import type { Language } from '../../../../shared/i18n/languages';

const en = {
  app_name: 'AssetBook',
  language: 'Language',
  loading: 'Loading…',
  contact_support: 'Something went wrong. Please contact support',
  error_title: 'Something went wrong',
  retry: 'Try again',
  not_found_title: 'Page not found',
  not_found_text: 'The page you are looking for does not exist.',
  go_home: 'Go to the main page',
  logout: 'Log out',
};

export type CommonMessages = typeof en;

export const common: Record<Language, CommonMessages> = {
  en,
  ua: {
    app_name: 'AssetBook',
    language: 'Мова',
    loading: 'Завантаження…',
    contact_support: 'Щось пішло не так. Зверніться до підтримки',
    error_title: 'Щось пішло не так',
    retry: 'Спробувати знову',
    not_found_title: 'Сторінку не знайдено',
    not_found_text: 'Сторінки, яку ви шукаєте, не існує.',
    go_home: 'На головну',
    logout: 'Вийти',
  },
  pl: {
    app_name: 'AssetBook',
    language: 'Język',
    loading: 'Ładowanie…',
    contact_support: 'Coś poszło nie tak. Skontaktuj się z pomocą techniczną',
    error_title: 'Coś poszło nie tak',
    retry: 'Spróbuj ponownie',
    not_found_title: 'Nie znaleziono strony',
    not_found_text: 'Strona, której szukasz, nie istnieje.',
    go_home: 'Przejdź do strony głównej',
    logout: 'Wyloguj się',
  },
  ru: {
    app_name: 'AssetBook',
    language: 'Язык',
    loading: 'Загрузка…',
    contact_support: 'Что-то пошло не так. Обратитесь в поддержку',
    error_title: 'Что-то пошло не так',
    retry: 'Попробовать снова',
    not_found_title: 'Страница не найдена',
    not_found_text: 'Страницы, которую вы ищете, не существует.',
    go_home: 'На главную',
    logout: 'Выйти',
  },
};
