/**
 * Reads a QR code from camera frames. The browser's BarcodeDetector is used where it exists and
 * knows QR codes (Android Chrome, Safari 17+); elsewhere jsQR, a plain JavaScript decoder, is loaded
 * from our own origin when the scan starts. No WebAssembly, so the Content-Security-Policy needs no
 * 'wasm-unsafe-eval' (docs/scan.md).
 */
export type FrameDecoder = (frame: HTMLCanvasElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<FrameDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

async function jsQrDecoder(): Promise<FrameDecoder> {
  const { default: jsQR } = await import('jsqr');
  return async (frame) => {
    const context = frame.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    const image = context.getImageData(0, 0, frame.width, frame.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

export async function createDecoder(): Promise<FrameDecoder> {
  return (await nativeDetector()) ?? (await jsQrDecoder());
}
