import { describe, expect, it } from 'vitest';
import { canonicalCurrency, currencies, currencyChoices, currencyInputs, isOfferedCurrency, storedCurrencies } from './limits';
import { companySettingsSchema, updateSettingsBody } from './schemas/company';

/** ISO 4217 codes are three capital letters (issue 23: the list holds real codes only). */
const isoShape = /^[A-Z]{3}$/;

describe('company currencies', () => {
  it('offers real ISO 4217 codes only: EUR instead of EU, no DNN', () => {
    for (const code of currencies) expect(code, code).toMatch(isoShape);
    expect(currencies).toContain('EUR');
    expect(currencies).not.toContain('EU' as never);
    expect(currencies).not.toContain('DNN' as never);
    // Every code the browser formats with Intl must be one Intl accepts.
    for (const code of currencies) expect(() => new Intl.NumberFormat('en', { style: 'currency', currency: code })).not.toThrow();
  });

  it('reads the old alias EU as EUR and keeps every other code as it is', () => {
    expect(canonicalCurrency('EU')).toBe('EUR');
    expect(canonicalCurrency('EUR')).toBe('EUR');
    expect(canonicalCurrency('DNN')).toBe('DNN');
    expect(canonicalCurrency('UAH')).toBe('UAH');
    expect(canonicalCurrency('toString')).toBe('toString');
  });

  it('accepts the old codes on input without offering them', () => {
    expect(currencyInputs).toEqual(expect.arrayContaining(['EU', 'DNN', ...currencies]));
    expect(storedCurrencies).toContain('DNN');
    expect(storedCurrencies).not.toContain('EU' as never);
    expect(isOfferedCurrency('EUR')).toBe(true);
    expect(isOfferedCurrency('DNN')).toBe(false);
    expect(isOfferedCurrency('EU')).toBe(false);
  });

  it('stores EU as EUR and DNN as DNN; refuses codes outside the list', () => {
    expect(updateSettingsBody.parse({ currency: 'EU' })).toEqual({ currency: 'EUR' });
    expect(updateSettingsBody.parse({ currency: 'EUR' })).toEqual({ currency: 'EUR' });
    expect(updateSettingsBody.parse({ currency: 'DNN' })).toEqual({ currency: 'DNN' });
    expect(updateSettingsBody.parse({})).toEqual({});
    for (const bad of ['BTC', 'eur', 'EURO', '']) expect(updateSettingsBody.safeParse({ currency: bad }).success, bad).toBe(false);
    // What the API answers never carries the alias.
    const settings = { createItemSectionsStatus: { info: true, additional: true, location: true, responsible: true }, operationsWithApprovement: false, promo: null };
    expect(companySettingsSchema.safeParse({ ...settings, currency: 'EU' }).success).toBe(false);
    expect(companySettingsSchema.safeParse({ ...settings, currency: 'DNN' }).success).toBe(true);
  });

  it('offers a company still holding DNN its own code as the current choice, and nobody else', () => {
    expect(currencyChoices('UAH')).toEqual([...currencies]);
    expect(currencyChoices('EU')).toEqual([...currencies]);
    expect(currencyChoices('DNN')).toEqual(['DNN', ...currencies]);
  });
});
