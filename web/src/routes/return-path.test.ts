import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('the page to return to after signing in', () => {
  it('is a page of this app, with its search', () => {
    expect(returnPath('/q/AB12CD34')).toBe('/q/AB12CD34');
    expect(returnPath('/items?page=3&search=drill')).toBe('/items?page=3&search=drill');
  });

  it('is never another origin, an auth screen or something that is not a path', () => {
    for (const value of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/auth/login', '/', '', 42, undefined]) {
      expect(returnPath(value)).toBeUndefined();
    }
  });
});
