import type { Language } from '../../../../shared/i18n/languages';

/** The item list report: its button, dialog and the "report sent" answer. */
const en = {
  button: 'Report',
  title: 'Item list report',
  text: 'An Excel file of every item the list shows now, with its filters and sort, is sent to this e-mail. The link in the letter works for 7 days.',
  email: 'E-mail',
  send: 'Send report',
  sent_title: 'Report sent',
  sent_text: 'The file is being prepared. A letter with the link will come to {{email}} in a few minutes.',
  close: 'Close',
};

export type ReportsMessages = typeof en;

export const reports: Record<Language, ReportsMessages> = {
  en,
  ua: {
    button: 'Звіт',
    title: 'Звіт за списком предметів',
    text: 'Файл Excel з усіма предметами, які зараз показує список, з його фільтрами та сортуванням, буде надіслано на цей e-mail. Посилання в листі діє 7 днів.',
    email: 'E-mail',
    send: 'Надіслати звіт',
    sent_title: 'Звіт надіслано',
    sent_text: 'Файл готується. Лист із посиланням надійде на {{email}} за кілька хвилин.',
    close: 'Закрити',
  },
  pl: {
    button: 'Raport',
    title: 'Raport z listy przedmiotów',
    text: 'Plik Excel ze wszystkimi przedmiotami, które lista teraz pokazuje, z jej filtrami i sortowaniem, zostanie wysłany na ten e-mail. Link w wiadomości działa przez 7 dni.',
    email: 'E-mail',
    send: 'Wyślij raport',
    sent_title: 'Raport wysłany',
    sent_text: 'Plik jest przygotowywany. Wiadomość z linkiem przyjdzie na {{email}} w ciągu kilku minut.',
    close: 'Zamknij',
  },
  ru: {
    button: 'Отчёт',
    title: 'Отчёт по списку предметов',
    text: 'Файл Excel со всеми предметами, которые сейчас показывает список, с его фильтрами и сортировкой, будет отправлен на этот e-mail. Ссылка в письме действует 7 дней.',
    email: 'E-mail',
    send: 'Отправить отчёт',
    sent_title: 'Отчёт отправлен',
    sent_text: 'Файл готовится. Письмо со ссылкой придёт на {{email}} в течение нескольких минут.',
    close: 'Закрыть',
  },
};
