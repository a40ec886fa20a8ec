import { describe, expect, it } from 'vitest';
import { exactTerm, foldCode, foldWord, gramsOf, matchesEveryWord, maxGramPosition, maxPrefixLength, prefixesOf, searchableWords, wordsOf } from './search-terms';

describe('search terms', () => {
  it('folds case and diacritics so a word typed either way meets the stored one', () => {
    expect(foldWord('Łódź')).toBe('lodz');
    expect(foldWord('ĄĘŚĆ')).toBe('aesc');
    expect(foldWord('Їжак')).toBe(foldWord('ЇЖАК'));
    expect(foldWord('Ёлка')).toBe('елка');
    expect(foldWord('Straße')).toBe('strasse');
  });

  it('splits text into distinct words of letters and digits', () => {
    expect(wordsOf('GSR 18V-55, Walker drill (walker)')).toEqual(['gsr', '18v', '55', 'walker', 'drill']);
    expect(wordsOf('Дриль ударна')).toEqual(['дриль', 'ударна']);
    expect(wordsOf(null)).toEqual([]);
  });

  it('keeps every start of every word once, up to the longest kept prefix', () => {
    expect([...prefixesOf(['drill', 'drive'])]).toEqual(['d', 'dr', 'dri', 'dril', 'drill', 'driv', 'drive']);
    const long = 'a'.repeat(maxPrefixLength + 5);
    expect(Math.max(...[...prefixesOf([long])].map((prefix) => prefix.length))).toBe(maxPrefixLength);
  });

  it('searches title, brand, model and type, not the serial number', () => {
    expect(searchableWords({ title: 'Walker drill', brand: 'Bosch', model: 'GSR', type: 'Power tools' })).toEqual(['walker', 'drill', 'bosch', 'gsr', 'power', 'tools']);
  });

  it('checks long query words against the whole words of an item', () => {
    expect(matchesEveryWord(['electroinstrumentation'], ['electroinstrumentat'])).toBe(true);
    expect(matchesEveryWord(['electroinstrumentalist'], ['electroinstrumentat'])).toBe(false);
  });

  it('compares short codes and serial numbers exactly but without case', () => {
    expect(exactTerm(' QR-123 ')).toBe('qr-123');
  });

  it('folds a code or serial number to its letters and digits, as words fold', () => {
    expect(foldCode('SN-MS-1000420')).toBe('snms1000420');
    expect(foldCode(' sn ms/1000.420 ')).toBe('snms1000420');
    expect(foldCode('ＳＮ－ＭＳ１０００４２０')).toBe('snms1000420');
    expect(foldCode('СН-Ёж_42')).toBe('снеж42');
    expect(foldCode('ІЇ-їі')).toBe(foldCode('ії-ІЇ'));
    expect(foldCode('---')).toBe('');
  });

  it('takes every run of 3 characters of a folded code with its position, up to the last kept position', () => {
    expect(gramsOf('snms10')).toEqual([
      { gram: 'snm', position: 0 },
      { gram: 'nms', position: 1 },
      { gram: 'ms1', position: 2 },
      { gram: 's10', position: 3 },
    ]);
    expect(gramsOf('ab')).toEqual([]);
    expect(gramsOf('жук')).toEqual([{ gram: 'жук', position: 0 }]);
    expect(gramsOf('x'.repeat(80))).toHaveLength(maxGramPosition);
  });
});
