import { describe, expect, it } from 'vitest';
import { defaultsRequestOf, newRow, rowsChanged, rowsErrorsOf, rowsErrorsOfAnswer, rowsOf, typeSuggestions, type DepreciationDefault } from './defaults-form';

const saved: DepreciationDefault[] = [
  { type: 'Laptop', usefulLifeMonths: 36, salvagePercent: 10, method: 'straight-line', ratePercent: null },
  { type: 'Vehicle', usefulLifeMonths: 60, salvagePercent: 0, method: 'declining-balance', ratePercent: 30 },
];

describe('the depreciation defaults table', () => {
  it('sends the rows back as they were read, unchanged', () => {
    const rows = rowsOf(saved);
    expect(rowsChanged(rows, saved)).toBe(false);
    expect(defaultsRequestOf(rows)).toEqual({ defaults: saved });
    expect(rowsErrorsOf(rows)).toEqual({});
  });

  it('notices a change, an added and a removed row', () => {
    const rows = rowsOf(saved);
    expect(rowsChanged([{ ...rows[0]!, usefulLifeMonths: '48' }, rows[1]!], saved)).toBe(true);
    expect(rowsChanged([...rows, newRow('Chair')], saved)).toBe(true);
    expect(rowsChanged(rows.slice(1), saved)).toBe(true);
  });

  it('sends a rate only for declining balance, and none (double declining) when it is left empty', () => {
    const [laptop, vehicle] = rowsOf(saved);
    const request = defaultsRequestOf([{ ...laptop!, ratePercent: '25' }, { ...vehicle!, ratePercent: '' }, { ...newRow(' Chair '), usefulLifeMonths: '120', salvagePercent: '5,5' }]);
    expect(request.defaults).toEqual([
      { type: 'Laptop', usefulLifeMonths: 36, salvagePercent: 10, method: 'straight-line', ratePercent: null },
      { type: 'Vehicle', usefulLifeMonths: 60, salvagePercent: 0, method: 'declining-balance', ratePercent: null },
      { type: 'Chair', usefulLifeMonths: 120, salvagePercent: 5.5, method: 'straight-line', ratePercent: null },
    ]);
  });

  it('shows each row its own error: a missing type, a type twice regardless of case, a life or salvage out of range', () => {
    const [laptop, vehicle] = rowsOf(saved);
    const errors = rowsErrorsOf([
      laptop!,
      { ...vehicle!, type: ' laptop ' },
      { ...newRow(''), usefulLifeMonths: '12' },
      { ...newRow('Chair'), usefulLifeMonths: '0', salvagePercent: '101' },
      { ...newRow('Desk'), usefulLifeMonths: '12', method: 'declining-balance', ratePercent: '0' },
    ]);
    expect(errors).toEqual({
      1: { type: 'invalid_rule_type_unique' },
      2: { type: 'required_field' },
      3: { usefulLifeMonths: 'invalid_rule_useful_life', salvagePercent: 'invalid_rule_salvage_percent' },
      4: { ratePercent: 'invalid_rule_depreciation_rate' },
    });
  });

  it('puts a refused save’s field errors on their rows', () => {
    expect(rowsErrorsOfAnswer({ 'defaults.1.type': 'invalid_rule_type_unique', 'defaults.0.usefulLifeMonths': 'invalid_rule_useful_life', other: 'x' })).toEqual({
      0: { usefulLifeMonths: 'invalid_rule_useful_life' },
      1: { type: 'invalid_rule_type_unique' },
    });
  });

  it('suggests the company’s types not yet in the table, once each, in order', () => {
    expect(typeSuggestions(['Vehicle', 'printer', 'laptop', 'Printer', ' '], rowsOf(saved))).toEqual(['printer']);
    expect(typeSuggestions(['Drill', 'Chair'], [])).toEqual(['Chair', 'Drill']);
  });
});
