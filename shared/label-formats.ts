/**
 * The label stocks the product prints on (docs/labels.md). Sizes are millimetres, from the stock
 * makers' templates (research FACTS section 4.3); `top`/`left` are the sheet margins to the first label,
 * `pitchX`/`pitchY` the distance from one label's corner to the next one's.
 */
export interface LabelFormat {
  page: { width: number; height: number };
  label: { width: number; height: number };
  columns: number;
  rows: number;
  left: number;
  top: number;
  pitchX: number;
  pitchY: number;
  /** stacked: the code above its texts (square labels); side: the code left, the texts right. */
  arrangement: 'stacked' | 'side';
  /** Blank space inside the label's edge, which die-cut sheets let drift by a millimetre or two. */
  padding: number;
  /** Module sizes are whole dots of this resolution, so a printer of it draws every module alike. */
  dpi: number;
  /** Font sizes in points: the code, then the company and the title. */
  fontSizes: { code: number; text: number };
  titleLines: number;
  /** Plain sheets are cut by hand: thin grey lines along the label edges. */
  cutGuides: boolean;
}

const a4 = { width: 210, height: 297 } as const;

export const labelFormats = {
  /** The spec's default: Micro 3.5 x 3.5 cm on plain A4, 5 x 8 with printer-safe margins. */
  micro35: {
    page: a4, label: { width: 35, height: 35 }, columns: 5, rows: 8, left: 17.5, top: 8.5, pitchX: 35, pitchY: 35,
    arrangement: 'stacked', padding: 1.5, dpi: 600, fontSizes: { code: 7, text: 5.5 }, titleLines: 1, cutGuides: true,
  },
  /** Avery L7160: 21 labels of 63.5 x 38.1 on A4. */
  l7160: {
    page: a4, label: { width: 63.5, height: 38.1 }, columns: 3, rows: 7, left: 7.25, top: 15.15, pitchX: 66.04, pitchY: 38.1,
    arrangement: 'side', padding: 2, dpi: 600, fontSizes: { code: 8, text: 6.5 }, titleLines: 3, cutGuides: false,
  },
  /** Avery L7651: 65 labels of 38.1 x 21.2 on A4, the smallest stock offered. */
  l7651: {
    page: a4, label: { width: 38.1, height: 21.2 }, columns: 5, rows: 13, left: 4.75, top: 10.7, pitchX: 40.64, pitchY: 21.2,
    arrangement: 'side', padding: 1, dpi: 600, fontSizes: { code: 5.5, text: 4.5 }, titleLines: 2, cutGuides: false,
  },
  /** Brother DK-11209 (62 x 29) on a 300 dpi QL label printer: one label a page. */
  dk11209: {
    page: { width: 62, height: 29 }, label: { width: 62, height: 29 }, columns: 1, rows: 1, left: 0, top: 0, pitchX: 62, pitchY: 29,
    arrangement: 'side', padding: 1.5, dpi: 300, fontSizes: { code: 9, text: 7 }, titleLines: 2, cutGuides: false,
  },
} as const satisfies Record<string, LabelFormat>;

export type LabelFormatId = keyof typeof labelFormats;
export const labelFormatIds = Object.keys(labelFormats) as LabelFormatId[];
export const defaultLabelFormat: LabelFormatId = 'micro35';

/** How many new codes one generate call may reserve and print. */
export const maxGeneratedLabels = 1000;

/** How many code-item pairs one bind call (PUT /item/mark/bulk) takes. */
export const maxBoundPairs = 100;

/** Below this a module prints unevenly on a 300 dpi thermal head (4 dots, FACTS 4.4). */
export const minModuleMm = 0.33;

/** The path of the web page a label's QR code opens: `<app>/q/<code>`. */
export function labelUrl(appUrl: string, code: string): string {
  return `${appUrl.replace(/\/+$/, '')}/q/${encodeURIComponent(code)}`;
}

/** What a scanner typed: a label's URL (`…/q/<code>`) gives its code; anything else is the code itself. */
export function codeFromScan(text: string): string {
  const value = text.trim();
  const match = /^https?:\/\/[^/]+\/q\/([^/?#]+)\/?$/i.exec(value);
  if (!match) return value;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return value;
  }
}
