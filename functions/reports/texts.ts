import type { Language } from '../../shared/i18n/languages';
import type { ItemStatus } from '../../shared/schemas/items';
import { unitWords, type Unit } from '../lib/spreadsheet-words';

/**
 * The report's words in the four languages: column headers, statuses and units (the same words the
 * web's items screens use), the sheet's name and the e-mail. Book value and accumulated depreciation
 * use the accounting words of each language (Ukrainian and Russian "залишкова / остаточная вартість",
 * Polish "wartość netto" and "umorzenie").
 */

export type ReportColumnName =
  | 'code' | 'title' | 'brand' | 'model' | 'type' | 'serial' | 'capacity' | 'status' | 'quantity' | 'units'
  | 'price' | 'totalPrice' | 'bookValue' | 'accumulatedDepreciation' | 'responsible' | 'object' | 'location' | 'created';

export interface ReportTexts {
  sheet: string;
  fileName: string;
  headers: Record<ReportColumnName, string>;
  statuses: Record<ItemStatus, string>;
  units: Record<Unit, string>;
  /** The e-mail with the link, for an address other than the requester's (who gets the report_done notification). */
  mail: { subject: string; greeting: string; body: (requester: string, rows: number, days: number) => string; button: string; note: string };
}

export const reportTexts: Record<Language, ReportTexts> = {
  en: {
    sheet: 'Items',
    fileName: 'items',
    headers: {
      code: 'Code', title: 'Title', brand: 'Brand', model: 'Model', type: 'Type', serial: 'Serial number', capacity: 'Capacity',
      status: 'Status', quantity: 'Quantity', units: 'Units', price: 'Price per unit', totalPrice: 'Total price', bookValue: 'Book value', accumulatedDepreciation: 'Accumulated depreciation',
      responsible: 'Responsible', object: 'Object', location: 'Location', created: 'Created',
    },
    statuses: {
      inactive: 'Inactive', decommissioned: 'Decommissioned', in_service: 'In service', in_transfer: 'In transfer', returned_from_service: 'Returned from service',
      not_marked: 'Not marked', not_distributed: 'Not used', marked: 'Marked',
    },
    units: unitWords.en,
    mail: {
      subject: 'Your item list report is ready',
      greeting: 'Hello!',
      body: (requester, rows, days) => `${requester || 'An Assetbook user'} asked for the item list report (${rows} items) to be sent to this address. The link works for ${days} days.`,
      button: 'Download the report',
      note: 'Anyone with this link can download the file: do not forward it.',
    },
  },
  ua: {
    sheet: 'Предмети',
    fileName: 'predmety',
    headers: {
      code: 'Код', title: 'Назва', brand: 'Бренд', model: 'Модель', type: 'Тип', serial: 'Серійний номер', capacity: 'Ємність',
      status: 'Статус', quantity: 'Кількість', units: 'Одиниці', price: 'Ціна за одиницю', totalPrice: 'Загальна вартість', bookValue: 'Залишкова вартість', accumulatedDepreciation: 'Накопичена амортизація',
      responsible: 'Відповідальний', object: "Об'єкт", location: 'Локація', created: 'Створено',
    },
    statuses: {
      inactive: 'Неактивний', decommissioned: 'Списано', in_service: 'На сервісі', in_transfer: 'У передачі', returned_from_service: 'Повернуто з сервісу',
      not_marked: 'Не марковано', not_distributed: 'Не використовується', marked: 'Марковано',
    },
    units: unitWords.ua,
    mail: {
      subject: 'Звіт за списком предметів готовий',
      greeting: 'Вітаємо!',
      body: (requester, rows, days) => `${requester || 'Користувач Assetbook'} попросив надіслати на цю адресу звіт за списком предметів (${rows} шт.). Посилання діє ${days} днів.`,
      button: 'Завантажити звіт',
      note: 'Будь-хто з цим посиланням може завантажити файл: не пересилайте його.',
    },
  },
  pl: {
    sheet: 'Przedmioty',
    fileName: 'przedmioty',
    headers: {
      code: 'Kod', title: 'Nazwa', brand: 'Marka', model: 'Model', type: 'Typ', serial: 'Numer seryjny', capacity: 'Pojemność',
      status: 'Status', quantity: 'Ilość', units: 'Jednostki', price: 'Cena jednostkowa', totalPrice: 'Wartość całkowita', bookValue: 'Wartość netto', accumulatedDepreciation: 'Umorzenie',
      responsible: 'Odpowiedzialny', object: 'Obiekt', location: 'Lokalizacja', created: 'Utworzono',
    },
    statuses: {
      inactive: 'Nieaktywny', decommissioned: 'Wycofany', in_service: 'W serwisie', in_transfer: 'W przekazaniu', returned_from_service: 'Wrócił z serwisu',
      not_marked: 'Nieoznaczony', not_distributed: 'Nieużywany', marked: 'Oznaczony',
    },
    units: unitWords.pl,
    mail: {
      subject: 'Raport z listy przedmiotów jest gotowy',
      greeting: 'Dzień dobry!',
      body: (requester, rows, days) => `${requester || 'Użytkownik Assetbook'} poprosił o wysłanie na ten adres raportu z listy przedmiotów (${rows} szt.). Link działa przez ${days} dni.`,
      button: 'Pobierz raport',
      note: 'Każdy, kto ma ten link, może pobrać plik: nie przekazuj go dalej.',
    },
  },
  ru: {
    sheet: 'Предметы',
    fileName: 'predmety',
    headers: {
      code: 'Код', title: 'Название', brand: 'Бренд', model: 'Модель', type: 'Тип', serial: 'Серийный номер', capacity: 'Ёмкость',
      status: 'Статус', quantity: 'Количество', units: 'Единицы', price: 'Цена за единицу', totalPrice: 'Общая стоимость', bookValue: 'Остаточная стоимость', accumulatedDepreciation: 'Накопленная амортизация',
      responsible: 'Ответственный', object: 'Объект', location: 'Локация', created: 'Создано',
    },
    statuses: {
      inactive: 'Неактивен', decommissioned: 'Списан', in_service: 'На сервисе', in_transfer: 'В передаче', returned_from_service: 'Возвращён с сервиса',
      not_marked: 'Не маркирован', not_distributed: 'Не используется', marked: 'Маркирован',
    },
    units: unitWords.ru,
    mail: {
      subject: 'Отчёт по списку предметов готов',
      greeting: 'Здравствуйте!',
      body: (requester, rows, days) => `${requester || 'Пользователь Assetbook'} попросил отправить на этот адрес отчёт по списку предметов (${rows} шт.). Ссылка действует ${days} дней.`,
      button: 'Скачать отчёт',
      note: 'Любой, у кого есть эта ссылка, может скачать файл: не пересылайте её.',
    },
  },
};
