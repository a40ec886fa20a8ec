import type { Language } from '../../shared/i18n/languages';
import type { LinePresence, LineResult, StocktakingStatus } from '../../shared/schemas/stocktaking';

/** The stocktaking results file's words in the four languages: summary labels, column headers, results. */

export type StocktakingColumnName =
  | 'code' | 'title' | 'brand' | 'model' | 'serial' | 'object' | 'location' | 'responsible'
  | 'accountingQuantity' | 'actualQuantity' | 'units' | 'result' | 'presence' | 'lastScanBy' | 'lastScanAt';

export interface StocktakingReportTexts {
  sheet: string;
  /** The downloaded file's name before the stocktaking's title and date. */
  fileName: string;
  heading: string;
  summary: {
    scope: string;
    status: string;
    startedBy: string;
    finishedBy: string;
    expected: string;
    found: string;
    missing: string;
    unexpected: string;
  };
  scope: { company: string; objects: string; locations: string; responsible: string };
  statuses: Record<StocktakingStatus, string>;
  headers: Record<StocktakingColumnName, string>;
  results: Record<LineResult, string>;
  presences: Record<LinePresence, string>;
  /** A line of a scanned code no item has. */
  unknownCode: string;
}

export const stocktakingReportTexts: Record<Language, StocktakingReportTexts> = {
  en: {
    sheet: 'Stocktaking',
    fileName: 'stocktaking',
    heading: 'Stocktaking',
    summary: {
      scope: 'Scope', status: 'Status', startedBy: 'Started by', finishedBy: 'Finished by',
      expected: 'Expected', found: 'Found', missing: 'Missing', unexpected: 'Unexpected',
    },
    scope: { company: 'The whole company', objects: 'Objects', locations: 'Locations', responsible: 'Responsible' },
    statuses: { pending: 'In progress', completed: 'Completed' },
    headers: {
      code: 'Code', title: 'Title', brand: 'Brand', model: 'Model', serial: 'Serial number', object: 'Object', location: 'Location',
      responsible: 'Responsible', accountingQuantity: 'Accounting quantity', actualQuantity: 'Actual quantity', units: 'Units',
      result: 'Result', presence: 'Presence', lastScanBy: 'Last scan by', lastScanAt: 'Last scan at',
    },
    results: { surplus: 'Surplus', lack: 'Lack', match: 'Match' },
    presences: { found: 'Found', missing: 'Missing', unexpected: 'Unexpected' },
    unknownCode: 'Unknown code',
  },
  ua: {
    sheet: 'Інвентаризація',
    fileName: 'inventaryzatsiia',
    heading: 'Інвентаризація',
    summary: {
      scope: 'Обсяг', status: 'Статус', startedBy: 'Розпочав', finishedBy: 'Завершив',
      expected: 'Очікувано', found: 'Знайдено', missing: 'Відсутні', unexpected: 'Неочікувані',
    },
    scope: { company: 'Уся компанія', objects: "Об'єкти", locations: 'Локації', responsible: 'Відповідальний' },
    statuses: { pending: 'Триває', completed: 'Завершено' },
    headers: {
      code: 'Код', title: 'Назва', brand: 'Бренд', model: 'Модель', serial: 'Серійний номер', object: "Об'єкт", location: 'Локація',
      responsible: 'Відповідальний', accountingQuantity: 'Облікова кількість', actualQuantity: 'Фактична кількість', units: 'Одиниці',
      result: 'Результат', presence: 'Наявність', lastScanBy: 'Останнє сканування: хто', lastScanAt: 'Останнє сканування: коли',
    },
    results: { surplus: 'Надлишок', lack: 'Нестача', match: 'Збіг' },
    presences: { found: 'Знайдено', missing: 'Відсутній', unexpected: 'Неочікуваний' },
    unknownCode: 'Невідомий код',
  },
  pl: {
    sheet: 'Inwentaryzacja',
    fileName: 'inwentaryzacja',
    heading: 'Inwentaryzacja',
    summary: {
      scope: 'Zakres', status: 'Status', startedBy: 'Rozpoczął', finishedBy: 'Zakończył',
      expected: 'Oczekiwane', found: 'Znalezione', missing: 'Brakujące', unexpected: 'Nieoczekiwane',
    },
    scope: { company: 'Cała firma', objects: 'Obiekty', locations: 'Lokalizacje', responsible: 'Odpowiedzialny' },
    statuses: { pending: 'W toku', completed: 'Zakończona' },
    headers: {
      code: 'Kod', title: 'Nazwa', brand: 'Marka', model: 'Model', serial: 'Numer seryjny', object: 'Obiekt', location: 'Lokalizacja',
      responsible: 'Odpowiedzialny', accountingQuantity: 'Ilość ewidencyjna', actualQuantity: 'Ilość rzeczywista', units: 'Jednostki',
      result: 'Wynik', presence: 'Obecność', lastScanBy: 'Ostatnie skanowanie: kto', lastScanAt: 'Ostatnie skanowanie: kiedy',
    },
    results: { surplus: 'Nadwyżka', lack: 'Niedobór', match: 'Zgodność' },
    presences: { found: 'Znaleziony', missing: 'Brakujący', unexpected: 'Nieoczekiwany' },
    unknownCode: 'Nieznany kod',
  },
  ru: {
    sheet: 'Инвентаризация',
    fileName: 'inventarizatsiya',
    heading: 'Инвентаризация',
    summary: {
      scope: 'Охват', status: 'Статус', startedBy: 'Начал', finishedBy: 'Завершил',
      expected: 'Ожидалось', found: 'Найдено', missing: 'Отсутствуют', unexpected: 'Неожиданные',
    },
    scope: { company: 'Вся компания', objects: 'Объекты', locations: 'Локации', responsible: 'Ответственный' },
    statuses: { pending: 'Идёт', completed: 'Завершена' },
    headers: {
      code: 'Код', title: 'Название', brand: 'Бренд', model: 'Модель', serial: 'Серийный номер', object: 'Объект', location: 'Локация',
      responsible: 'Ответственный', accountingQuantity: 'Учётное количество', actualQuantity: 'Фактическое количество', units: 'Единицы',
      result: 'Результат', presence: 'Наличие', lastScanBy: 'Последнее сканирование: кто', lastScanAt: 'Последнее сканирование: когда',
    },
    results: { surplus: 'Излишек', lack: 'Недостача', match: 'Совпадение' },
    presences: { found: 'Найден', missing: 'Отсутствует', unexpected: 'Неожиданный' },
    unknownCode: 'Неизвестный код',
  },
};
