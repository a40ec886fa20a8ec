import type { Language } from '../../../../shared/i18n/languages';

const en = {
  button: 'Scan',
  title: 'Scan a QR label',
  starting: 'Starting the camera…',
  aim: 'Point the camera at the QR code on the label.',
  camera_denied: 'The camera is not available (access refused or no camera). Type the code printed under the QR code instead.',
  manual_label: 'Code on the label',
  manual_placeholder: 'For example 7K3MQ9XV2A',
  manual_invalid: 'Enter the code as printed: letters, digits and signs, no spaces',
  open: 'Open',
  unreadable: 'This QR code is not an item label: {{text}}',
};

export type ScanMessages = typeof en;

export const scan: Record<Language, ScanMessages> = {
  en,
  ua: {
    button: 'Сканувати',
    title: 'Сканувати QR-етикетку',
    starting: 'Вмикаємо камеру…',
    aim: 'Наведіть камеру на QR-код етикетки.',
    camera_denied: 'Камера недоступна (доступ заборонено або камери немає). Введіть код, надрукований під QR-кодом.',
    manual_label: 'Код на етикетці',
    manual_placeholder: 'Наприклад, 7K3MQ9XV2A',
    manual_invalid: 'Введіть код так, як надруковано: літери, цифри та знаки без пробілів',
    open: 'Відкрити',
    unreadable: 'Цей QR-код не є етикеткою предмета: {{text}}',
  },
  pl: {
    button: 'Skanuj',
    title: 'Skanuj etykietę QR',
    starting: 'Włączamy aparat…',
    aim: 'Skieruj aparat na kod QR na etykiecie.',
    camera_denied: 'Aparat jest niedostępny (odmowa dostępu lub brak aparatu). Wpisz kod wydrukowany pod kodem QR.',
    manual_label: 'Kod na etykiecie',
    manual_placeholder: 'Na przykład 7K3MQ9XV2A',
    manual_invalid: 'Wpisz kod tak, jak jest wydrukowany: litery, cyfry i znaki, bez spacji',
    open: 'Otwórz',
    unreadable: 'Ten kod QR nie jest etykietą przedmiotu: {{text}}',
  },
  ru: {
    button: 'Сканировать',
    title: 'Сканировать QR-этикетку',
    starting: 'Включаем камеру…',
    aim: 'Наведите камеру на QR-код этикетки.',
    camera_denied: 'Камера недоступна (доступ запрещён или камеры нет). Введите код, напечатанный под QR-кодом.',
    manual_label: 'Код на этикетке',
    manual_placeholder: 'Например, 7K3MQ9XV2A',
    manual_invalid: 'Введите код так, как напечатано: буквы, цифры и знаки без пробелов',
    open: 'Открыть',
    unreadable: 'Этот QR-код не является этикеткой предмета: {{text}}',
  },
};
