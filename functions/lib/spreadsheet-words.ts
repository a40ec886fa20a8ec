import type { Language } from '../../shared/i18n/languages';
import type { formUnits } from '../../shared/schemas/items';

/**
 * Words the product's spreadsheets share (the item list report, the stocktaking report): the date
 * cells' format and the units of measure in the four languages (the same words the web's items screens use).
 */

export const spreadsheetDateFormat = 'yyyy-mm-dd hh:mm';

export type Unit = (typeof formUnits)[number];

export const unitWords: Record<Language, Record<Unit, string>> = {
  en: {
    pieces: 'pcs', mm: 'mm', cm: 'cm', m: 'm', m2: 'm²', m3: 'm³', km: 'km', g: 'g', kg: 'kg', t: 't', ml: 'ml', l: 'l',
    box: 'box', carton: 'carton', roll: 'roll', pack: 'pack', package: 'package', set: 'set', bay: 'bay', pair: 'pair',
  },
  ua: {
    pieces: 'шт', mm: 'мм', cm: 'см', m: 'м', m2: 'м²', m3: 'м³', km: 'км', g: 'г', kg: 'кг', t: 'т', ml: 'мл', l: 'л',
    box: 'ящик', carton: 'коробка', roll: 'рулон', pack: 'пачка', package: 'упаковка', set: 'набір', bay: 'бухта', pair: 'пара',
  },
  pl: {
    pieces: 'szt.', mm: 'mm', cm: 'cm', m: 'm', m2: 'm²', m3: 'm³', km: 'km', g: 'g', kg: 'kg', t: 't', ml: 'ml', l: 'l',
    box: 'skrzynia', carton: 'karton', roll: 'rolka', pack: 'paczka', package: 'opakowanie', set: 'zestaw', bay: 'zwój', pair: 'para',
  },
  ru: {
    pieces: 'шт', mm: 'мм', cm: 'см', m: 'м', m2: 'м²', m3: 'м³', km: 'км', g: 'г', kg: 'кг', t: 'т', ml: 'мл', l: 'л',
    box: 'ящик', carton: 'коробка', roll: 'рулон', pack: 'пачка', package: 'упаковка', set: 'набор', bay: 'бухта', pair: 'пара',
  },
};
