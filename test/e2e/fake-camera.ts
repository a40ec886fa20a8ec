import { writeFileSync } from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';

/** Chromium's flags for a camera that plays `video` in a loop, allowed without asking. */
export function fakeCameraArgs(video: string): string[] {
  return ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`];
}

/**
 * A Y4M video (what Chromium's fake camera plays in a loop) of a printed label, written into
 * `folder`: the QR code of `text`, black on white, 8 px a module, in the middle of a grey 640 x 480 frame.
 */
export function labelVideo(folder: string, text: string, name = 'label'): string {
  const width = 640;
  const height = 480;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modulePx = 8;
  const quiet = 4;
  const side = (qr.modules.size + 2 * quiet) * modulePx;
  const left = (width - side) / 2;
  const top = (height - side) / 2;
  const luma = Buffer.alloc(width * height, 150);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / modulePx) - quiet;
      const col = Math.floor(x / modulePx) - quiet;
      const inside = row >= 0 && col >= 0 && row < qr.modules.size && col < qr.modules.size;
      luma[(top + y) * width + left + x] = inside && qr.modules.get(row, col) ? 20 : 240;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const file = path.join(folder, `${name}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]));
  return file;
}
