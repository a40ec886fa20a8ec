import { describe, expect, it } from 'vitest';
import { plansCatalogue } from './plans';

describe('plansCatalogue', () => {
  it('lists every plan with its old price 20 above the price, and the default sales by duration', () => {
    const catalogue = plansCatalogue();
    expect(catalogue.plans.map((plan) => plan._id)).toEqual(['free', 'start', 'optimal', 'business']);
    const optimal = catalogue.plans.find((plan) => plan._id === 'optimal')!;
    expect(optimal.priceCents).toBe(4900);
    expect(optimal.oldPriceCents).toBe(6900);
    expect(catalogue.defaultSale).toEqual({ 1: 0, 6: 5, 12: 10 });
    expect(catalogue.currency).toBe('USD');
  });
});
