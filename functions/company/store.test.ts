import { describe, expect, it } from 'vitest';
import { toCompany, withCanonicalCurrency, type CompanyRecord } from './store';

const record = (currency: string): CompanyRecord => ({
  pk: 'COMPANY#c1',
  sk: 'PROFILE',
  entity: 'company',
  _id: 'c1',
  title: 'Acme',
  description: 'Tools',
  owner: 'u1',
  plan: 'optimal',
  subscriptionEndDate: null,
  settings: {
    createItemSectionsStatus: { info: true, additional: true, location: true, responsible: true },
    operationsWithApprovement: false,
    currency: currency as CompanyRecord['settings']['currency'],
    promo: null,
  },
  usersCount: 1,
  itemsCount: 0,
  totalItemPriceCents: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('a company record as readers see it', () => {
  it('reads a currency stored as EU (before issue 23) as EUR, in the settings and the company', () => {
    const read = withCanonicalCurrency(record('EU'));
    expect(read.settings.currency).toBe('EUR');
    const company = toCompany(read);
    expect([company.currency, company.settings.currency]).toEqual(['EUR', 'EUR']);
  });

  it('keeps DNN and the ISO codes as they are, the same record', () => {
    for (const code of ['DNN', 'UAH', 'EUR']) {
      const stored = record(code);
      expect(withCanonicalCurrency(stored)).toBe(stored);
    }
  });
});
