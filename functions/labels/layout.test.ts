import { describe, expect, it } from 'vitest';
import { labelFormatIds, labelFormats, labelUrl, minModuleMm } from '../../shared/label-formats';
import { fitText, labelSlots, type Measure, mmOfPt, moduleSize, placeLabel, quietZoneModules, wrapText } from './layout';
import { qrPath, qrSymbol } from './qr';

/** A monospace stand-in for the font: each character 0.6 of the font size wide. */
const measure: Measure = (text, sizePt) => [...text].length * 0.6 * mmOfPt(sizePt);
const longAppUrl = 'https://d111111abcdef8.cloudfront.net';
const eps = 1e-6;

describe('label sheets', () => {
  it.each(labelFormatIds)('%s: every label lies on the page, none overlaps the next', (id) => {
    const format = labelFormats[id];
    const slots = labelSlots(format);
    expect(slots).toHaveLength(format.columns * format.rows);
    for (const slot of slots) {
      expect(slot.x).toBeGreaterThanOrEqual(-eps);
      expect(slot.y).toBeGreaterThanOrEqual(-eps);
      expect(slot.x + format.label.width).toBeLessThanOrEqual(format.page.width + eps);
      expect(slot.y + format.label.height).toBeLessThanOrEqual(format.page.height + eps);
    }
    expect(format.pitchX).toBeGreaterThanOrEqual(format.label.width);
    expect(format.pitchY).toBeGreaterThanOrEqual(format.label.height);
  });

  it('places the Avery L7160 grid where the stock has it (3 x 7 of 63.5 x 38.1 mm, 15.15 mm from the top)', () => {
    const slots = labelSlots(labelFormats.l7160);
    expect(slots[0]).toEqual({ x: 7.25, y: 297 - 15.15 - 38.1 });
    expect(slots[2]!.x).toBeCloseTo(7.25 + 2 * 66.04, 6);
    expect(slots[20]!.y).toBeCloseTo(15.15, 6);
  });

  it('prints the default Micro 3.5 x 3.5 cm labels 40 to an A4 page', () => {
    expect(labelFormats.micro35.page).toEqual({ width: 210, height: 297 });
    expect(labelSlots(labelFormats.micro35)).toHaveLength(40);
  });
});

describe('QR geometry', () => {
  const generated = qrSymbol(labelUrl(longAppUrl, 'K7M2P9X4QZ'));

  it('keeps generated codes small: version 4 or less at error correction M', () => {
    expect(generated.version).toBeLessThanOrEqual(4);
  });

  it.each(labelFormatIds)('%s: modules of at least 0.33 mm, whole printer dots, with a 4-module quiet zone inside the label', (id) => {
    const format = labelFormats[id];
    // The longest payload an item code may bring and still print on every format: version 7.
    for (const modules of [generated.modules, 45]) {
      const module = moduleSize(format, modules);
      expect(module).toBeGreaterThanOrEqual(minModuleMm);
      const dots = module / (25.4 / format.dpi);
      expect(Math.abs(dots - Math.round(dots))).toBeLessThan(1e-9);
      const slot = labelSlots(format)[0]!;
      const placed = placeLabel(format, slot, { code: 'X', url: 'x', company: 'C', title: null }, modules, measure);
      const quiet = quietZoneModules * module;
      expect(placed.code.x - quiet).toBeGreaterThanOrEqual(slot.x + format.padding - eps);
      expect(placed.code.y - quiet).toBeGreaterThanOrEqual(slot.y + format.padding - eps);
      expect(placed.code.x + (modules * module) + quiet).toBeLessThanOrEqual(slot.x + format.label.width - format.padding + eps);
      expect(placed.code.y + (modules * module) + quiet).toBeLessThanOrEqual(slot.y + format.label.height - format.padding + eps);
    }
  });

  it('draws each horizontal run of dark modules as one rectangle, covering exactly the dark modules', () => {
    const symbol = qrSymbol('https://a.example/q/ABC');
    const painted = new Set<string>();
    let runs = 0;
    for (const match of qrPath(symbol).matchAll(/^(\d+) (\d+) (\d+) 1 re$/gm)) {
      runs++;
      const [x, y, width] = [Number(match[1]), Number(match[2]), Number(match[3])];
      for (let column = x; column < x + width; column++) painted.add(`${symbol.modules - 1 - y},${column}`);
    }
    let dark = 0;
    let expectedRuns = 0;
    for (let row = 0; row < symbol.modules; row++) {
      for (let column = 0; column < symbol.modules; column++) {
        if (!symbol.dark(row, column)) continue;
        dark++;
        expect(painted.has(`${row},${column}`)).toBe(true);
        if (column === 0 || !symbol.dark(row, column - 1)) expectedRuns++;
      }
    }
    expect(painted.size).toBe(dark);
    expect(runs).toBe(expectedRuns);
  });
});

describe('label texts', () => {
  it('cuts a text that does not fit with an ellipsis, and leaves one that fits', () => {
    expect(fitText('Drill', 20, 10, measure)).toBe('Drill');
    const cut = fitText('Ноутбук Lenovo ThinkPad X1 Carbon', 20, 10, measure);
    expect(cut.endsWith('…')).toBe(true);
    expect(measure(cut, 10)).toBeLessThanOrEqual(20);
    // As long as it can be: one more character would not fit.
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const head = fitText(letters, 20, 10, measure).slice(0, -1);
    expect(measure(letters.slice(0, head.length + 1) + '…', 10)).toBeGreaterThan(20);
  });

  it('wraps a title word by word over its lines and cuts the last', () => {
    const lines = wrapText('Стіл письмовий дубовий з шухлядами та полицею', 35, 10, 2, measure);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('Стіл письмовий');
    expect(lines[1]!.endsWith('…')).toBe(true);
    for (const line of lines) expect(measure(line, 10)).toBeLessThanOrEqual(35);
  });

  it.each(labelFormatIds)('%s: the code, the company and the title stay inside the label', (id) => {
    const format = labelFormats[id];
    const slot = labelSlots(format)[0]!;
    const placed = placeLabel(format, slot, {
      code: 'K7M2P9X4QZ', url: 'x', company: 'Товариство з обмеженою відповідальністю «Дуже довга назва»',
      title: 'Ноутбук Lenovo ThinkPad X1 Carbon Gen 11, сірий, інвентарний номер 000042',
    }, 33, measure);
    expect(placed.texts.map((text) => text.text)[0]).toBe('K7M2P9X4QZ');
    expect(placed.texts.length).toBe(2 + format.titleLines);
    for (const text of placed.texts) {
      expect(text.x).toBeGreaterThanOrEqual(slot.x + format.padding - eps);
      expect(text.x + measure(text.text, text.sizePt)).toBeLessThanOrEqual(slot.x + format.label.width - format.padding + eps);
      expect(text.y).toBeGreaterThanOrEqual(slot.y + format.padding * 0.5);
      expect(text.y + mmOfPt(text.sizePt)).toBeLessThanOrEqual(slot.y + format.label.height);
    }
  });

  it('prints the company alone on a reserved code (no title yet)', () => {
    const format = labelFormats.micro35;
    const placed = placeLabel(format, labelSlots(format)[0]!, { code: 'K7M2P9X4QZ', url: 'x', company: 'Acme', title: null }, 33, measure);
    expect(placed.texts.map((text) => text.text)).toEqual(['K7M2P9X4QZ', 'Acme']);
  });
});
