import { describe, expect, it } from 'vitest';
import { emptyOrder, type LocalOrder } from './order';
import { isBlankOrder, localOrderStorage, parseLocalOrder, type OrderStore } from './local-order';

/** A Map behind the Storage methods the order uses. */
function memoryStore(): OrderStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const order: LocalOrder = {
  requestId: null,
  code: null,
  lines: [
    { type: 'laser', quantity: 20 },
    { type: 'sticker', quantity: 150 },
  ],
  recipient: { name: 'Олена Коваль', phone: '+380501234567' },
  delivery: {
    type: 'branch',
    city: { ref: 'settlement-kyiv', cityRef: 'city-kyiv', name: 'Київ' },
    branch: { ref: 'wh-1', number: '1', name: 'Відділення №1' },
    street: null,
    house: '',
    flat: '',
  },
};

describe('the local order', () => {
  it('survives a reload, one per company', () => {
    const store = memoryStore();
    localOrderStorage('company-a', () => store).write(order);
    expect(localOrderStorage('company-a', () => store).read()).toEqual(order);
    expect(localOrderStorage('company-b', () => store).read()).toBeNull();
  });

  it('is gone once cleared (saved or published), and an untouched order is not stored', () => {
    const store = memoryStore();
    const storage = localOrderStorage('company-a', () => store);
    storage.write(order);
    storage.clear();
    expect(storage.read()).toBeNull();
    storage.write(emptyOrder());
    expect(store.data.size).toBe(0);
    expect(isBlankOrder(emptyOrder())).toBe(true);
    expect(isBlankOrder({ ...emptyOrder(), requestId: 'req-1' })).toBe(false);
  });

  it('reads unreadable or tampered values as an empty order or without the parts that do not fit', () => {
    expect(parseLocalOrder('{not json')).toBeNull();
    expect(parseLocalOrder('[1,2]')).toBeNull();
    const tampered = JSON.stringify({
      lines: [
        { type: 'laser', quantity: 20 },
        { type: 'laser', quantity: 30 },
        { type: 'gold', quantity: 5 },
        { type: 'sticker', quantity: 1.5 },
        { type: 'seal', quantity: -1 },
      ],
      recipient: { name: 42 },
      delivery: { type: 'drone', city: { name: 'Київ' }, branch: { ref: '', name: 'x' } },
    });
    expect(parseLocalOrder(tampered)).toEqual({
      ...emptyOrder(),
      lines: [{ type: 'laser', quantity: 20 }],
    });
  });

  it('keeps the order on screen when storage refuses', () => {
    const broken: OrderStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const storage = localOrderStorage('company-a', () => broken);
    expect(() => storage.write(order)).not.toThrow();
    expect(storage.read()).toBeNull();
    expect(() => storage.clear()).not.toThrow();
  });
});
