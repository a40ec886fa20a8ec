import type { Language } from '../../../../shared/i18n/languages';

const en = {
  update_title: 'A new version of the app is ready',
  update_text: 'It starts when you reload; nothing you entered is lost.',
  update_reload: 'Reload to update',
  update_later: 'Later',
};

export type PwaMessages = typeof en;

export const pwa: Record<Language, PwaMessages> = {
  en,
  ua: {
    update_title: 'Готова нова версія застосунку',
    update_text: 'Вона запуститься після перезавантаження; нічого з введеного не втратиться.',
    update_reload: 'Перезавантажити й оновити',
    update_later: 'Пізніше',
  },
  pl: {
    update_title: 'Nowa wersja aplikacji jest gotowa',
    update_text: 'Uruchomi się po przeładowaniu; nic z wprowadzonych danych nie zginie.',
    update_reload: 'Przeładuj, aby zaktualizować',
    update_later: 'Później',
  },
  ru: {
    update_title: 'Готова новая версия приложения',
    update_text: 'Она запустится после перезагрузки; ничего из введённого не потеряется.',
    update_reload: 'Перезагрузить и обновить',
    update_later: 'Позже',
  },
};
