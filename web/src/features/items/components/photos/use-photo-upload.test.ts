import { describe, expect, it } from 'vitest';
import { photoRules } from '../../../../../../shared/photos';
import { localCheck } from './use-photo-upload';

describe('localCheck', () => {
  it('spares an upload the server would refuse: other types and files over 5 MB', () => {
    expect(localCheck({ size: 1000, type: 'image/jpeg' })).toBeNull();
    expect(localCheck({ size: photoRules.maxBytes, type: 'image/png' })).toBeNull();
    expect(localCheck({ size: photoRules.maxBytes + 1, type: 'image/png' })).toBe('PhotoTooLarge');
    expect(localCheck({ size: 1000, type: 'application/pdf' })).toBe('PhotoTypeError');
    expect(localCheck({ size: 1000, type: 'image/gif' })).toBe('PhotoTypeError');
  });
});
