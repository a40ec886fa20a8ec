import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PrintScaling, rgb } from 'pdf-lib';
import { type LabelFormatId, labelFormats, minModuleMm } from '../../shared/label-formats';
import { AppError } from '../lib/http/errors';
import { type LabelContent, labelSlots, type Measure, mmOfPt, placeLabel, ptPerMm } from './layout';
import { qrPath, qrSymbol } from './qr';

/*
 * Label sheets as PDF at exact physical size: pages in millimetres, the QR code as one vector path per
 * symbol, the texts in DejaVu Sans (WinAnsi standard fonts have no Cyrillic), subset to the glyphs used.
 * The PDF asks viewers not to scale it when printing.
 */

let fontBytes: Promise<Buffer> | undefined;
/** Beside this module in the sources, and copied beside the bundle by the CDK (infra/stacks/api-stack.ts). */
function loadFont(): Promise<Buffer> {
  fontBytes ??= readFile(new URL('./fonts/DejaVuSans.ttf', import.meta.url));
  return fontBytes;
}

const pt = (mm: number) => Number((mm * ptPerMm).toFixed(3));

/** Characters the font has no glyph for print as "?" rather than as empty boxes. */
function printable(known: Set<number>) {
  return (text: string) => [...text].map((char) => (known.has(char.codePointAt(0)!) ? char : '?')).join('');
}

export async function labelsPdf(formatId: LabelFormatId, labels: readonly LabelContent[], title: string): Promise<Uint8Array> {
  const format = labelFormats[formatId];
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await loadFont(), { subset: true });
  const clean = printable(new Set(font.getCharacterSet()));
  const measure: Measure = (text, sizePt) => mmOfPt(font.widthOfTextAtSize(text, sizePt));
  doc.setTitle(title);
  doc.setCreator('Assetbook');
  doc.catalog.getOrCreateViewerPreferences().setPrintScaling(PrintScaling.None);

  const slots = labelSlots(format);
  for (let first = 0; first < labels.length; first += slots.length) {
    const page = doc.addPage([pt(format.page.width), pt(format.page.height)]);
    const paths: string[] = ['q 0 g'];
    if (format.cutGuides) paths.push('0.8 G 0.25 w');
    labels.slice(first, first + slots.length).forEach((label, index) => {
      const content = { ...label, company: clean(label.company), title: label.title && clean(label.title) };
      const symbol = qrSymbol(label.url);
      const placed = placeLabel(format, slots[index]!, content, symbol.modules, measure);
      if (placed.code.module < minModuleMm - 1e-9) throw new AppError('LabelCodeTooLong', { code: label.code, format: formatId });
      const m = pt(placed.code.module);
      // Module units from the symbol's corner; `re` rectangles abut exactly, so one fill leaves no seams.
      paths.push(`q ${m} 0 0 ${m} ${pt(placed.code.x)} ${pt(placed.code.y)} cm`, qrPath(symbol), 'f Q');
      if (format.cutGuides) paths.push(`${pt(placed.x)} ${pt(placed.y)} ${pt(placed.width)} ${pt(placed.height)} re S`);
      for (const text of placed.texts) {
        page.drawText(text.text, { x: pt(text.x), y: pt(text.y), size: text.sizePt, font, color: rgb(0, 0, 0) });
      }
    });
    paths.push('Q');
    page.node.addContentStream(doc.context.register(doc.context.flateStream(paths.join('\n'))));
  }
  return doc.save({ useObjectStreams: true });
}
