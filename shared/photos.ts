import { limits } from './limits';

/**
 * Photo rules shared by the API (which enforces them) and the web (which checks before uploading,
 * to spare the user a wasted upload). docs/decisions.md, "Photos", says why each value is what it is.
 */
export const photoRules = {
  maxBytes: limits.photoMaxBytes,
  /** Photos one item keeps; a card shows them all, so a few are enough. */
  perItemMax: 10,
  /** Photos one comment carries. */
  perCommentMax: 5,
  /** Files signed and attached by one request. */
  perRequestMax: 10,
  /** Width and height the thumbnail fits in (pixels, longest side). */
  thumbnailSize: 320,
  /** Life of a presigned upload policy and of a presigned download link, in seconds. */
  uploadTtlSeconds: 10 * 60,
  downloadTtlSeconds: 15 * 60,
} as const;

export const photoContentTypes = { 'image/jpeg': 'jpg', 'image/png': 'png' } as const;
export type PhotoContentType = keyof typeof photoContentTypes;

/**
 * A photo's name: 128 random bits (22 base64url characters) and the extension of its type. The
 * name is the capability of the images path (an <img> cannot send a bearer token), so it must be
 * unguessable; names are never listed to anyone outside the company.
 */
export const photoNamePattern = /^[A-Za-z0-9_-]{22}\.(jpg|png)$/;

/** The picture type a file's first bytes say it is, whatever its name or declared type says. */
export function sniffPhotoType(bytes: Uint8Array): PhotoContentType | null {
  const starts = (signature: readonly number[]) => bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

/** Bytes read to sniff a type. */
export const sniffBytes = 8;

/** The images path of a photo, as <img src> uses it (relative to the API base). */
export function imagePath(name: string, size: 'thumb' | 'original' = 'original'): string {
  return `/images/${encodeURIComponent(name)}${size === 'thumb' ? '?size=thumb' : ''}`;
}
