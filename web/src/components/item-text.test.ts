import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/i18n/languages';
import { addNamespace, i18next } from '../i18n';
import { items } from '../i18n/locales/items';
import { itemLabel, quantityText, unitName } from './item-text';

// The items feature adds its namespace in the app; here the test does.
addNamespace('items', items);

const itemsT = (language: Language) => i18next.getFixedT(language, 'items');

describe('a unit after a quantity', () => {
  it('agrees with the number by the plural rules of each language', () => {
    const said = (language: Language, unit: string, counts: number[]) => counts.map((count) => quantityText(itemsT(language), count, unit));
    expect(said('en', 'box', [1, 2, 5])).toEqual(['1 box', '2 boxes', '5 boxes']);
    expect(said('en', 'pieces', [1, 5])).toEqual(['1 pc', '5 pcs']);
    // Ukrainian is `ua` here and `uk` to Intl: without the mapping it would get English rules.
    expect(said('ua', 'box', [1, 2, 5, 21])).toEqual(['1 ящик', '2 ящики', '5 ящиків', '21 ящик']);
    expect(said('ru', 'pair', [1, 3, 11])).toEqual(['1 пара', '3 пары', '11 пар']);
    expect(said('pl', 'package', [1, 4, 5, 22])).toEqual(['1 opakowanie', '4 opakowania', '5 opakowań', '22 opakowania']);
  });

  it('keeps an abbreviation as it is and a unit the texts do not know as its name', () => {
    expect(quantityText(itemsT('ua'), 5, 'kg')).toBe('5 кг');
    expect(quantityText(itemsT('en'), 5, 'barrel')).toBe('5 barrel');
    expect(quantityText(itemsT('en'), 5, null)).toBe('5');
  });

  it('names the unit alone, as the units list offers it, without a quantity', () => {
    expect(unitName(itemsT('ua'), 'box')).toBe('ящик');
  });

  it('reads correctly in an item label ("1 pc", not "1 pieces")', () => {
    const batch = { title: 'Bolts', brand: null, model: null, type: null, accountingType: 'batch' as const, quantity: 1, units: 'pieces' };
    expect(itemLabel(batch, (unit, count) => unitName(itemsT('en'), unit, count))).toBe('Bolts (1 pc)');
    expect(itemLabel({ ...batch, quantity: 3, units: 'box' }, (unit, count) => unitName(itemsT('pl'), unit, count))).toBe('Bolts (3 skrzynie)');
  });
});

describe('itemLabel', () => {
  it('joins title, brand, model and type, with the batch quantity and unit in parentheses', () => {
    const base = { title: 'Drill', brand: 'Bosch', model: null, type: 'Tool', accountingType: 'single' as const, quantity: 1, units: null };
    expect(itemLabel(base)).toBe('Drill Bosch Tool');
    expect(itemLabel({ ...base, accountingType: 'batch', quantity: 5, units: 'pieces' }, () => 'pcs')).toBe('Drill Bosch Tool (5 pcs)');
  });
});
