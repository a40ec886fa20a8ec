declare module 'qrcode/lib/core/qrcode.js' {
  export function create(
    text: string,
    options: { errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H' },
  ): { version: number; modules: { size: number; data: Uint8Array } };
}
