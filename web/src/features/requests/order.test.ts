import { describe, expect, it } from 'vitest';
import type { StickerRequest } from '../../../../shared/schemas/requests';
import { addLine, emptyOrder, orderTotalCents, parseQuantity, pieceCount, priceLines, quantityProblem, quantityText, removeLine, setLineQuantity, type CatalogueEntry, type LocalOrder } from './order';
import { fromRequest, orderBody, problemsOfServer } from './order-body';

const catalogue: CatalogueEntry[] = [
  { type: 'laser', title: 'Laser plate', priceCents: 40, minQuantity: 20 },
  { type: 'sticker', title: 'Paper sticker', priceCents: 5, minQuantity: 100 },
];

const kyiv = { ref: 'settlement-kyiv', cityRef: 'city-kyiv', name: 'Київ' };
const branch1 = { ref: 'wh-1', number: '1', name: 'Відділення №1' };

const ready = (patch: Partial<LocalOrder> = {}): LocalOrder => ({
  ...emptyOrder(),
  lines: [{ type: 'sticker', quantity: 200 }],
  recipient: { name: 'Олена Коваль', phone: '+380501234567' },
  delivery: { type: 'branch', city: kyiv, branch: branch1, street: null, house: '', flat: '' },
  ...patch,
});

describe('order lines', () => {
  it('keeps one line per type: adding a type already ordered adds to its quantity', () => {
    let lines = addLine([], 'sticker', 100);
    lines = addLine(lines, 'laser', 20);
    lines = addLine(lines, 'sticker', 50);
    // Catalogue order (laser before sticker), whatever order they were added in.
    expect(lines).toEqual([
      { type: 'laser', quantity: 20 },
      { type: 'sticker', quantity: 150 },
    ]);
  });

  it('changes and removes a line', () => {
    const lines = addLine(addLine([], 'sticker', 100), 'laser', 20);
    expect(setLineQuantity(lines, 'laser', 35)).toContainEqual({ type: 'laser', quantity: 35 });
    expect(removeLine(lines, 'laser')).toEqual([{ type: 'sticker', quantity: 100 }]);
  });

  it('prices lines from the catalogue and totals them in cents', () => {
    const priced = priceLines(
      [
        { type: 'laser', quantity: 25 },
        { type: 'sticker', quantity: 1_234 },
      ],
      catalogue,
    );
    expect(priced.map((line) => [line.title, line.priceCents, line.totalCents])).toEqual([
      ['Laser plate', 40, 1_000],
      ['Paper sticker', 5, 6_170],
    ]);
    expect(orderTotalCents(priced)).toBe(7_170);
    expect(orderTotalCents([])).toBe(0);
    expect(pieceCount(priced)).toBe(1_259);
  });

  it('takes whole numbers only as quantities', () => {
    expect(parseQuantity('150')).toBe(150);
    expect(parseQuantity(' 20 ')).toBe(20);
    for (const bad of ['', '1.5', '-3', '1e3', 'ten', '12a', '99999999']) expect(parseQuantity(bad)).toBeNull();
    expect(quantityText('1.5e3 pcs')).toBe('153');
    expect(quantityProblem(null, 20)).toBe('required');
    expect(quantityProblem(0, 20)).toBe('required');
    expect(quantityProblem(19, 20)).toBe('min');
    expect(quantityProblem(20, 20)).toBeNull();
    expect(quantityProblem(1_000_001, 20)).toBe('max');
  });
});

describe('order body', () => {
  it('publishes only a complete order: empty order, recipient and branch delivery required', () => {
    const result = orderBody(emptyOrder(), catalogue, 'publish');
    expect(result).toEqual({
      ok: false,
      problems: {
        lines: 'EmptyOrder',
        'recipient.name': 'required_field',
        'recipient.phone': 'required_field',
        'delivery.city': 'required_field',
        'delivery.branch': 'required_field',
      },
    });
  });

  it('sends branch delivery with the branch directory city ref', () => {
    const result = orderBody(ready(), catalogue, 'publish');
    expect(result).toEqual({
      ok: true,
      body: {
        lines: [{ type: 'sticker', quantity: 200 }],
        recipient: { name: 'Олена Коваль', phone: '+380501234567' },
        delivery: { type: 'branch', country: 'UA', city: { ref: 'city-kyiv', name: 'Київ' }, branch: branch1 },
      },
    });
  });

  it('sends address delivery with the settlement ref; street and house required, flat optional', () => {
    const address = { type: 'address' as const, city: kyiv, branch: null, street: null, house: ' ', flat: '' };
    expect(orderBody(ready({ delivery: address }), catalogue, 'publish')).toEqual({
      ok: false,
      problems: { 'delivery.street': 'required_field', 'delivery.house': 'required_field' },
    });
    const complete = { ...address, street: { ref: 'st-1', name: 'вул. Хрещатик' }, house: '22 ' };
    const result = orderBody(ready({ delivery: complete }), catalogue, 'publish');
    expect(result.ok && result.body.delivery).toEqual({
      type: 'address',
      country: 'UA',
      city: { ref: 'settlement-kyiv', name: 'Київ' },
      street: { ref: 'st-1', name: 'вул. Хрещатик' },
      house: '22',
    });
  });

  it('refuses a line under its minimum quantity, for drafts too', () => {
    const order = ready({ lines: [{ type: 'laser', quantity: 5 }] });
    expect(orderBody(order, catalogue, 'draft')).toEqual({ ok: false, problems: { 'line.laser': 'min_quantity' } });
  });

  it('saves a draft with nothing in it, but a started recipient or delivery must be finished', () => {
    expect(orderBody(emptyOrder(), catalogue, 'draft')).toEqual({ ok: true, body: { lines: [] } });
    const started = { ...emptyOrder(), recipient: { name: 'Олена', phone: '' } };
    expect(orderBody(started, catalogue, 'draft')).toEqual({ ok: false, problems: { 'recipient.phone': 'required_field' } });
    const cityOnly = { ...emptyOrder(), delivery: { ...emptyOrder().delivery, city: kyiv } };
    expect(orderBody(cityOnly, catalogue, 'draft')).toEqual({ ok: false, problems: { 'delivery.branch': 'required_field' } });
  });

  it('asks for the city again when the saved one came from the other directory', () => {
    // A draft saved with address delivery knows only the settlement ref: branches need the city ref.
    const order = ready({ delivery: { type: 'branch', city: { ref: 'settlement-kyiv', cityRef: null, name: 'Київ' }, branch: branch1, street: null, house: '', flat: '' } });
    expect(orderBody(order, catalogue, 'publish')).toEqual({ ok: false, problems: { 'delivery.city': 'required_field' } });
  });

  it('reads a saved draft back into the same order', () => {
    const body = orderBody(ready(), catalogue, 'draft');
    if (!body.ok) throw new Error('expected a body');
    const saved = {
      _id: 'req-1',
      code: 'R-4F7K2Q',
      lines: [{ type: 'sticker', quantity: 200, priceCents: 5, totalCents: 1_000 }],
      recipient: body.body.recipient ?? null,
      delivery: body.body.delivery ?? null,
    } as unknown as StickerRequest;
    const order = fromRequest(saved);
    expect(order.requestId).toBe('req-1');
    expect(order.code).toBe('R-4F7K2Q');
    expect(order.delivery.city).toEqual({ ref: null, cityRef: 'city-kyiv', name: 'Київ' });
    expect(orderBody(order, catalogue, 'publish')).toEqual(orderBody(ready(), catalogue, 'publish'));
  });

  it("places the API's field errors on the order's fields", () => {
    const order = ready({ lines: [{ type: 'laser', quantity: 20 }, { type: 'sticker', quantity: 100 }] });
    expect(problemsOfServer({ 'lines.1.quantity': 'invalid_rule_positive', 'recipient.phone': 'required_field', comment: 'invalid_rule_max_length' }, order)).toEqual({
      problems: { 'line.sticker': 'min_quantity', 'recipient.phone': 'required_field' },
      unplaced: ['comment'],
    });
  });
});
