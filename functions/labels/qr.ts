// The encoder alone: the package's entry also loads its PNG, SVG and terminal renderers.
import { create } from 'qrcode/lib/core/qrcode.js';

/** A QR symbol as rows of dark (true) and light modules. */
export interface QrSymbol {
  modules: number;
  version: number;
  dark: (row: number, column: number) => boolean;
}

/** Error correction M (about 15% of the symbol may be lost) at the smallest version the text fits. */
export function qrSymbol(text: string): QrSymbol {
  const symbol = create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = symbol.modules;
  return { modules: size, version: symbol.version, dark: (row, column) => data[row * size + column] === 1 };
}

/**
 * The dark modules as one path: a rectangle per horizontal run, in module units with the origin at the
 * symbol's lower-left corner. Filled at once, abutting runs leave no hairline seams between them.
 */
export function qrPath(symbol: QrSymbol): string {
  const parts: string[] = [];
  for (let row = 0; row < symbol.modules; row++) {
    const y = symbol.modules - 1 - row;
    let column = 0;
    while (column < symbol.modules) {
      if (!symbol.dark(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < symbol.modules && symbol.dark(row, column)) column++;
      parts.push(`${start} ${y} ${column - start} 1 re`);
    }
  }
  return parts.join('\n');
}
