import { describe, expect, it } from 'vitest';
import { photoRules } from '../../../shared/photos';
import type { ItemRecord } from '../store/record';
import { addPhotos, dropPhoto, withMain } from './item-photos';
import { judgeUpload, preflightError } from './uploads';

const jpegHead = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const pdfHead = new TextEncoder().encode('%PDF-1.7');
const item = (photos: ItemRecord['photos']) => ({ photos }) as ItemRecord;

describe('upload checks', () => {
  it('refuses before upload what S3 would refuse anyway', () => {
    expect(preflightError({ size: 100, type: 'image/jpeg' })).toBeNull();
    expect(preflightError({ size: photoRules.maxBytes + 1, type: 'image/png' })).toBe('PhotoTooLarge');
    expect(preflightError({ size: 100, type: 'application/pdf' })).toBe('PhotoTypeError');
  });

  it('judges the stored bytes, not the name: a PDF signed as a JPEG is refused', () => {
    expect(judgeUpload('a.jpg', { bytes: jpegHead, size: 1000 })).toEqual({ ok: true, type: 'image/jpeg' });
    expect(judgeUpload('a.jpg', { bytes: pdfHead, size: 1000 })).toEqual({ ok: false, error: 'PhotoTypeError' });
    // A PNG uploaded under a name signed for a JPEG: the declared and real types disagree.
    expect(judgeUpload('a.png', { bytes: jpegHead, size: 1000 })).toEqual({ ok: false, error: 'PhotoTypeError' });
    expect(judgeUpload('a.jpg', { bytes: jpegHead, size: photoRules.maxBytes + 1 })).toEqual({ ok: false, error: 'PhotoTooLarge' });
    expect(judgeUpload('a.jpg', null)).toEqual({ ok: false, error: 'FileUploadError' });
  });
});

describe('main photo', () => {
  it('makes the first photo main and keeps exactly one main', () => {
    expect(addPhotos(item([]), ['a', 'b'])).toEqual({ photos: [{ name: 'a', main: true }, { name: 'b', main: false }], hasPhoto: true });
    expect(addPhotos(item([{ name: 'a', main: false }, { name: 'b', main: true }]), ['c']).photos.filter((photo) => photo.main)).toEqual([{ name: 'b', main: true }]);
    expect(withMain([])).toEqual([]);
  });

  it('moves main to the first remaining photo when main is deleted, and clears hasPhoto with the last', () => {
    expect(dropPhoto(item([{ name: 'a', main: true }, { name: 'b', main: false }]), 'a')).toEqual({ photos: [{ name: 'b', main: true }], hasPhoto: true });
    expect(dropPhoto(item([{ name: 'a', main: true }]), 'a')).toEqual({ photos: [], hasPhoto: false });
    expect(() => dropPhoto(item([]), 'a')).toThrow('NotFound');
  });

  it('stops at the per-item limit', () => {
    const full = item(Array.from({ length: photoRules.perItemMax }, (_, index) => ({ name: String(index), main: index === 0 })));
    expect(() => addPhotos(full, ['x'])).toThrow('PhotoLimitReached');
  });
});
