import type { LabelFormat } from '../../shared/label-formats';

/*
 * Where everything on a label sheet goes, in millimetres from the page's lower-left corner (PDF's
 * origin). Pure maths, so the geometry is tested without drawing anything.
 */

/** Width in millimetres of a text at a font size in points. */
export type Measure = (text: string, sizePt: number) => number;

export const ptPerMm = 72 / 25.4;
export const mmOfPt = (pt: number) => pt / ptPerMm;

/** Modules of quiet zone on every side of the symbol (ISO/IEC 18004). */
export const quietZoneModules = 4;
/** Space between the quiet zone's edge and the texts of a side-by-side label. */
const textGap = 0.8;
const lineHeight = 1.2;
/** DejaVu Sans rises about this share of the font size above the baseline. */
const ascent = 0.8;
const ellipsis = '…';

export interface Point {
  x: number;
  y: number;
}

/** The lower-left corners of the labels of one page, left to right, then top to bottom. */
export function labelSlots(format: LabelFormat): Point[] {
  const slots: Point[] = [];
  for (let row = 0; row < format.rows; row++) {
    for (let column = 0; column < format.columns; column++) {
      slots.push({
        x: format.left + column * format.pitchX,
        y: format.page.height - format.top - row * format.pitchY - format.label.height,
      });
    }
  }
  return slots;
}

function textBlockHeight(format: LabelFormat): number {
  return (mmOfPt(format.fontSizes.code) + mmOfPt(format.fontSizes.text) * (1 + format.titleLines)) * lineHeight;
}

/** The square (quiet zone included) the code is drawn in. */
export function codeBoxSize(format: LabelFormat): number {
  const inner = { width: format.label.width - 2 * format.padding, height: format.label.height - 2 * format.padding };
  return format.arrangement === 'stacked' ? Math.min(inner.width, inner.height - textBlockHeight(format)) : inner.height;
}

/**
 * The module size for a symbol of `modules` modules a side: the largest whole number of printer dots
 * that fits the symbol and its quiet zone in the code box, so no module is drawn a dot wider than another.
 */
export function moduleSize(format: LabelFormat, modules: number): number {
  const dot = 25.4 / format.dpi;
  return Math.floor(codeBoxSize(format) / (modules + 2 * quietZoneModules) / dot) * dot;
}

/** The text as it fits `width`, cut with an ellipsis when it does not. */
export function fitText(text: string, width: number, sizePt: number, measure: Measure): string {
  if (measure(text, sizePt) <= width) return text;
  // The longest prefix that fits with the ellipsis: the width grows with the prefix, so bisect.
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(text.slice(0, middle).trimEnd() + ellipsis, sizePt) <= width) low = middle;
    else high = middle - 1;
  }
  return low === 0 ? '' : text.slice(0, low).trimEnd() + ellipsis;
}

/** The longest head of `text` that fits `width`, broken after a word when one fits. */
function lineHead(text: string, width: number, sizePt: number, measure: Measure): string {
  const words = text.split(' ');
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next, sizePt) > width) break;
    line = next;
  }
  if (line) return line;
  let chars = 0;
  while (chars < text.length && measure(text.slice(0, chars + 1), sizePt) <= width) chars++;
  return text.slice(0, Math.max(chars, 1));
}

/** The title over at most `lines` lines, word by word; the last line is cut with an ellipsis. */
export function wrapText(text: string, width: number, sizePt: number, lines: number, measure: Measure): string[] {
  let rest = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  const out: string[] = [];
  while (rest && out.length < lines - 1 && measure(rest, sizePt) > width) {
    const head = lineHead(rest, width, sizePt, measure);
    out.push(head);
    rest = rest.slice(head.length).trimStart();
  }
  if (rest) out.push(fitText(rest, width, sizePt, measure));
  return out;
}

export interface LabelContent {
  code: string;
  /** What the QR code holds: the product's short URL of the code. */
  url: string;
  company: string;
  /** Reserved codes are printed before any item has them: no title. */
  title: string | null;
}

export interface PlacedText {
  text: string;
  /** Baseline start. */
  x: number;
  y: number;
  sizePt: number;
}

export interface PlacedLabel {
  /** The label's lower-left corner and size. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The lower-left corner of the symbol's modules (inside the quiet zone), the module size, modules a side. */
  code: { x: number; y: number; module: number; modules: number };
  texts: PlacedText[];
}

/** One label at a slot: the symbol of `modules` modules and the texts cut to fit. */
export function placeLabel(format: LabelFormat, slot: Point, content: LabelContent, modules: number, measure: Measure): PlacedLabel {
  const { padding, fontSizes } = format;
  const box = codeBoxSize(format);
  const module = moduleSize(format, modules);
  const symbol = (modules + 2 * quietZoneModules) * module;
  const top = slot.y + format.label.height - padding;
  const boxX = format.arrangement === 'stacked' ? slot.x + (format.label.width - box) / 2 : slot.x + padding;
  const boxY = format.arrangement === 'stacked' ? top - box : slot.y + padding;
  const code = {
    x: boxX + (box - symbol) / 2 + quietZoneModules * module,
    y: boxY + (box - symbol) / 2 + quietZoneModules * module,
    module,
    modules,
  };

  const width = format.arrangement === 'stacked' ? format.label.width - 2 * padding : format.label.width - 2 * padding - box - textGap;
  const lines: { text: string; sizePt: number }[] = [
    { text: fitText(content.code, width, fontSizes.code, measure), sizePt: fontSizes.code },
    { text: fitText(content.company, width, fontSizes.text, measure), sizePt: fontSizes.text },
    ...(content.title ? wrapText(content.title, width, fontSizes.text, format.titleLines, measure) : []).map((text) => ({ text, sizePt: fontSizes.text })),
  ].filter((line) => line.text);

  const blockHeight = lines.reduce((sum, line) => sum + mmOfPt(line.sizePt) * lineHeight, 0);
  // Stacked: the texts right under the code box; side: the block centred beside the code.
  let lineTop = format.arrangement === 'stacked' ? boxY : slot.y + (format.label.height + blockHeight) / 2;
  const textLeft = format.arrangement === 'stacked' ? null : boxX + box + textGap;
  const texts = lines.map((line) => {
    const size = mmOfPt(line.sizePt);
    const baseline = lineTop - size * ascent - (size * (lineHeight - 1)) / 2;
    lineTop -= size * lineHeight;
    const x = textLeft ?? slot.x + (format.label.width - measure(line.text, line.sizePt)) / 2;
    return { text: line.text, x, y: baseline, sizePt: line.sizePt };
  });

  return { x: slot.x, y: slot.y, width: format.label.width, height: format.label.height, code, texts };
}
