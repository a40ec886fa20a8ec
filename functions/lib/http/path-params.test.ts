import { describe, expect, it } from 'vitest';
import { decodePathSegment } from '../../../infra/local/gateway';
import { checkedPathParams } from './path-params';

describe('checkedPathParams', () => {
  it('passes decoded text through', () => {
    expect(checkedPathParams({ company: 'c-1', id: 'Дрель 50%' })).toEqual({ company: 'c-1', id: 'Дрель 50%' });
    expect(checkedPathParams(undefined)).toEqual({});
  });

  it('refuses what a decoder left for a malformed escape, and control characters', () => {
    for (const value of ['\uFFFD%A', 'a\uD800', 'a\u0000b', 'a\nb']) {
      expect(() => checkedPathParams({ company: value }), JSON.stringify(value)).toThrow(
        expect.objectContaining({ errorName: 'ValidationError', details: { fields: { company: 'invalid_rule_encoding' } } }),
      );
    }
  });
});

describe('decodePathSegment (the local gateway)', () => {
  it('decodes well-formed escapes as decodeURIComponent does', () => {
    expect(decodePathSegment('%D0%94%20x')).toBe('Д x');
    expect(decodePathSegment('plain')).toBe('plain');
  });

  it('turns malformed escapes into U+FFFD instead of throwing', () => {
    expect(decodePathSegment('%E0%A4%A')).toBe('\uFFFD\uFFFDA');
    expect(decodePathSegment('%ZZ')).toBe('\uFFFDZZ');
    expect(decodePathSegment('Д%')).toBe('Д\uFFFD');
    expect(decodePathSegment('%ED%A0%80')).toMatch(/^\uFFFD+$/);
  });
});
