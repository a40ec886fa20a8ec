import { describe, expect, it } from 'vitest';
import { photoNamePattern, sniffPhotoType } from './photos';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('sniffPhotoType', () => {
  it('knows JPEG and PNG by their first bytes', () => {
    expect(sniffPhotoType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffPhotoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
  });

  it('refuses a PDF, a GIF, a text file and a truncated signature whatever the name says', () => {
    expect(sniffPhotoType(new TextEncoder().encode('%PDF-1.7\n'))).toBeNull();
    expect(sniffPhotoType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffPhotoType(new TextEncoder().encode('hello'))).toBeNull();
    expect(sniffPhotoType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(sniffPhotoType(bytes())).toBeNull();
  });
});

describe('photoNamePattern', () => {
  it('accepts only 22 random characters and a picture extension', () => {
    expect(photoNamePattern.test('AbCdEfGhIjKlMnOpQrSt_-.jpg')).toBe(true);
    expect(photoNamePattern.test('AbCdEfGhIjKlMnOpQrSt_-.png')).toBe(true);
    expect(photoNamePattern.test('AbCdEfGhIjKlMnOpQrSt_-.pdf')).toBe(false);
    expect(photoNamePattern.test('../AbCdEfGhIjKlMnOpQrSt.jpg')).toBe(false);
    expect(photoNamePattern.test('short.jpg')).toBe(false);
  });
});
