import type { Language } from './i18n/languages';

/**
 * The columns of the item import file (assets.md section 5). The template carries the headers in
 * the user's language; a file is read with its headers in any of the four languages, so a team
 * can share files across languages.
 */
export const importColumns = ['title', 'brand', 'model', 'type', 'serial', 'capacity', 'quantity', 'units', 'price', 'copies'] as const;
export type ImportColumn = (typeof importColumns)[number];

/** Units allowed in uploaded files (assets.md section 3); a narrower list than the forms offer. */
export const uploadUnits = ['pieces', 'mm', 'cm', 'm', 'km', 'g', 'kg', 't', 'ml', 'l'] as const;
export type UploadUnit = (typeof uploadUnits)[number];

export const importHeaders: Record<Language, Record<ImportColumn, string>> = {
  en: { title: 'Title', brand: 'Brand', model: 'Model', type: 'Type', serial: 'Serial number', capacity: 'Capacity', quantity: 'Quantity', units: 'Unit', price: 'Price per unit', copies: 'Copies' },
  ua: { title: 'Назва', brand: 'Бренд', model: 'Модель', type: 'Тип', serial: 'Серійний номер', capacity: 'Потужність', quantity: 'Кількість', units: 'Одиниця', price: 'Ціна за одиницю', copies: 'Копії' },
  pl: { title: 'Nazwa', brand: 'Marka', model: 'Model', type: 'Typ', serial: 'Numer seryjny', capacity: 'Pojemność', quantity: 'Ilość', units: 'Jednostka', price: 'Cena za jednostkę', copies: 'Kopie' },
  ru: { title: 'Название', brand: 'Бренд', model: 'Модель', type: 'Тип', serial: 'Серийный номер', capacity: 'Мощность', quantity: 'Количество', units: 'Единица', price: 'Цена за единицу', copies: 'Копии' },
};

/** The added column of the error file, in the user's language. */
export const errorColumnHeader: Record<Language, string> = { en: 'Errors', ua: 'Помилки', pl: 'Błędy', ru: 'Ошибки' };

/** Why a row is refused; the error file and the web show the message of the code in the user's language. */
export const rowErrorCodes = ['required', 'integer', 'positive', 'price', 'units', 'unit_required', 'max_length', 'brand_before_model', 'copies'] as const;
export type RowErrorCode = (typeof rowErrorCodes)[number];

/**
 * Why a whole file is refused (the spec's file errors): server error, data error (rows), headers check
 * error, the plan's item limit; and, refused before any row is read, a file that is not an xlsx
 * whatever its name (`type`) or is larger than `importLimits.maxFileBytes` (`size`); refused by the
 * worker before or while it is read, a file that unpacks past the import caps (`unpacked`,
 * functions/imports/unpack.ts).
 */
export const fileErrorKinds = ['server', 'data', 'headers', 'plan', 'type', 'size', 'unpacked'] as const;
export type FileErrorKind = (typeof fileErrorKinds)[number];

export const importLimits = {
  /** The presigned POST's content-length-range: an xlsx of 100,000 rows is a few MB. */
  maxFileBytes: 20 * 1024 * 1024,
  /** Data rows per file (the largest plan's item limit). */
  maxRows: 100_000,
  /** Copies one row may ask for. */
  maxCopies: 1_000,
  /** Row errors kept on the data-file record and answered by the list; the error file has them all. */
  listedErrorsMax: 100,
} as const;

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Row error messages, written into the error file and shown by the web. */
export const rowErrorMessages: Record<Language, Record<RowErrorCode, string>> = {
  en: {
    required: 'This field is required', integer: 'Must be a whole number', positive: 'Must be greater than zero',
    price: 'Must be a number with at most 2 decimals', units: `Unit must be one of: ${uploadUnits.join(', ')}`,
    unit_required: 'A unit is required when a quantity is given', max_length: 'Too long', brand_before_model: 'A model needs a brand',
    copies: `Copies must be a whole number from 1 to ${importLimits.maxCopies}`,
  },
  ua: {
    required: "Поле обов'язкове", integer: 'Має бути цілим числом', positive: 'Має бути більше нуля',
    price: 'Має бути числом, не більше 2 знаків після коми', units: `Одиниця має бути однією з: ${uploadUnits.join(', ')}`,
    unit_required: 'Якщо вказано кількість, потрібна одиниця', max_length: 'Занадто довге', brand_before_model: 'Для моделі потрібен бренд',
    copies: `Копії: ціле число від 1 до ${importLimits.maxCopies}`,
  },
  pl: {
    required: 'To pole jest wymagane', integer: 'Musi być liczbą całkowitą', positive: 'Musi być większe od zera',
    price: 'Musi być liczbą z najwyżej 2 miejscami po przecinku', units: `Jednostka musi być jedną z: ${uploadUnits.join(', ')}`,
    unit_required: 'Przy podanej ilości wymagana jest jednostka', max_length: 'Za długie', brand_before_model: 'Model wymaga marki',
    copies: `Kopie: liczba całkowita od 1 do ${importLimits.maxCopies}`,
  },
  ru: {
    required: 'Поле обязательно', integer: 'Должно быть целым числом', positive: 'Должно быть больше нуля',
    price: 'Должно быть числом, не больше 2 знаков после запятой', units: `Единица должна быть одной из: ${uploadUnits.join(', ')}`,
    unit_required: 'Если указано количество, нужна единица', max_length: 'Слишком длинное', brand_before_model: 'Для модели нужен бренд',
    copies: `Копии: целое число от 1 до ${importLimits.maxCopies}`,
  },
};
