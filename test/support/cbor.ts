/**
 * The little CBOR (RFC 8949) a software authenticator writes: unsigned and negative integers, byte
 * and text strings, and maps (in the order given, as COSE keys and attestation objects are written).
 */
export type CborValue = number | string | Uint8Array | Map<CborValue, CborValue> | { [key: string]: CborValue };

function head(major: number, length: number): number[] {
  if (length < 24) return [(major << 5) | length];
  if (length < 0x100) return [(major << 5) | 24, length];
  if (length < 0x10000) return [(major << 5) | 25, length >> 8, length & 0xff];
  return [(major << 5) | 26, (length >>> 24) & 0xff, (length >> 16) & 0xff, (length >> 8) & 0xff, length & 0xff];
}

function encodeInto(value: CborValue, out: number[]): void {
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error('CBOR: integers only');
    out.push(...(value >= 0 ? head(0, value) : head(1, -1 - value)));
  } else if (typeof value === 'string') {
    const bytes = new TextEncoder().encode(value);
    out.push(...head(3, bytes.length), ...bytes);
  } else if (value instanceof Uint8Array) {
    out.push(...head(2, value.length), ...value);
  } else {
    const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
    out.push(...head(5, entries.length));
    for (const [key, item] of entries) {
      encodeInto(key, out);
      encodeInto(item, out);
    }
  }
}

export function encodeCbor(value: CborValue): Uint8Array {
  const out: number[] = [];
  encodeInto(value, out);
  return Uint8Array.from(out);
}
