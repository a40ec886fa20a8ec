import { describe, expect, it } from 'vitest';
import { cacheControlOf } from './web-files';

describe('caching of the web build', () => {
  it('keeps content-hashed files a year and revalidates the entry files', () => {
    expect(cacheControlOf('assets/index-But3NmYl.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('index.html')).toBe('no-cache');
    expect(cacheControlOf('favicon.svg')).toBe('no-cache');
  });
});
