import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, PrintScaling } from 'pdf-lib';
import { type LabelFormatId, labelFormats, minModuleMm } from '../../shared/label-formats';
import { AppError } from '../lib/http/errors';
import { type LabelContent, labelSlots, type Measure, mmOfPt, placeLabel, ptPerMm } from './layout';
import { qrPath, qrSymbol } from './qr';

/*
 * Label sheets as PDF at exact physical size: pages in millimetres, the QR code as one vector path per
 * symbol, the texts in DejaVu Sans (WinAnsi standard fonts have no Cyrillic), subset to the glyphs used.
 * The PDF asks viewers not to scale it when printing. Each page's drawing is written as one content
 * stream of PDF operators: pdf-lib's drawText lays every string out again, which costs seconds on 1,000 labels.
 */

interface Font {
  bytes: Buffer;
  unitsPerEm: number;
  /** Advance width (font units) of each code point the font has. */
  advances: Map<number, number>;
}

let loaded: Promise<Font> | undefined;
/** Beside this module in the sources, and copied beside the bundle by the CDK (infra/stacks/api-stack.ts). */
function loadFont(): Promise<Font> {
  loaded ??= readFile(new URL('./fonts/DejaVuSans.ttf', import.meta.url)).then((bytes) => {
    const font = fontkit.create(bytes);
    const advances = new Map<number, number>();
    for (const codePoint of font.characterSet) advances.set(codePoint, font.glyphForCodePoint(codePoint).advanceWidth);
    return { bytes, unitsPerEm: font.unitsPerEm, advances };
  });
  return loaded;
}

const pt = (mm: number) => Number((mm * ptPerMm).toFixed(3));

export async function labelsPdf(formatId: LabelFormatId, labels: readonly LabelContent[], title: string): Promise<Uint8Array> {
  const format = labelFormats[formatId];
  const font = await loadFont();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const embedded = await doc.embedFont(font.bytes, { subset: true });
  // Characters the font lacks print as "?" rather than as empty boxes.
  const printable = (text: string) => [...text].map((char) => (font.advances.has(char.codePointAt(0)!) ? char : '?')).join('');
  // Texts are drawn unkerned, glyph after glyph, so the advances are their exact width.
  const measure: Measure = (text, sizePt) => {
    let units = 0;
    for (const char of text) units += font.advances.get(char.codePointAt(0)!) ?? 0;
    return mmOfPt((units / font.unitsPerEm) * sizePt);
  };
  const encoded = textEncoder(embedded);
  doc.setTitle(title);
  doc.setCreator('Assetbook');
  doc.catalog.getOrCreateViewerPreferences().setPrintScaling(PrintScaling.None);

  const slots = labelSlots(format);
  for (let first = 0; first < labels.length; first += slots.length) {
    const page = doc.addPage([pt(format.page.width), pt(format.page.height)]);
    const fontKey = page.node.newFontDictionary(embedded.name, embedded.ref).asString();
    const ops: string[] = ['q 0 g'];
    if (format.cutGuides) ops.push('0.8 G 0.25 w');
    labels.slice(first, first + slots.length).forEach((label, index) => {
      const content = { ...label, company: printable(label.company), title: label.title && printable(label.title) };
      const symbol = qrSymbol(label.url);
      const placed = placeLabel(format, slots[index]!, content, symbol.modules, measure);
      if (placed.code.module < minModuleMm - 1e-9) throw new AppError('LabelCodeTooLong', { code: label.code, format: formatId });
      const m = pt(placed.code.module);
      // Module units from the symbol's corner; `re` rectangles abut exactly, so one fill leaves no seams.
      ops.push(`q ${m} 0 0 ${m} ${pt(placed.code.x)} ${pt(placed.code.y)} cm`, qrPath(symbol), 'f Q');
      if (format.cutGuides) ops.push(`${pt(placed.x)} ${pt(placed.y)} ${pt(placed.width)} ${pt(placed.height)} re S`);
      for (const text of placed.texts) {
        ops.push(`BT ${fontKey} ${text.sizePt} Tf ${pt(text.x)} ${pt(text.y)} Td ${encoded(text.text)} Tj ET`);
      }
    });
    ops.push('Q');
    // Node's zlib: pdf-lib's own deflate (pako, in JavaScript) took a third of the time for 1,000 pages.
    const stream = doc.context.stream(deflateSync(Buffer.from(ops.join('\n'), 'latin1')), { Filter: 'FlateDecode' });
    page.node.addContentStream(doc.context.register(stream));
  }
  return doc.save({ useObjectStreams: true });
}

/** The glyph string of a text for the subset font; the company name repeats on every label, so it is encoded once. */
function textEncoder(font: PDFFont): (text: string) => string {
  const cache = new Map<string, string>();
  return (text) => {
    let hex = cache.get(text);
    if (hex === undefined) {
      hex = font.encodeText(text).toString();
      cache.set(text, hex);
    }
    return hex;
  };
}
