import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/support/pdf';
import { bankDetails, invoicePdf } from './invoice-pdf';


const data = {
  number: '0m1abc234def567890',
  issuedAt: new Date('2026-03-01T09:00:00.000Z'),
  seller: 'Assetbook',
  buyer: { title: 'Склад Північ', id: 'c0ffee' },
  plan: { title: 'Optimal', months: 12 },
  priceCents: 58800,
  sale: 10,
  totalCents: 52920,
  currency: 'USD',
  bankDetails: bankDetails('Beneficiary: Test\\nIBAN: UA12 3456'),
  language: 'ua' as const,
};

describe('invoicePdf', () => {
  it('renders one A4 page with the number, the line, the total, the bank details and the payment term', async () => {
    const bytes = await invoicePdf(data);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const text = pdfText(bytes);
    expect(text).toContain('Рахунок № 0m1abc234def567890');
    expect(text).toContain('Тариф Optimal, 12 місяців');
    expect(text).toContain('Склад Північ');
    expect(text).toMatch(/Разом:\s+529\.20 USD/);
    expect(text).toContain('588.00 USD');
    expect(text).toContain('IBAN: UA12 3456');
    expect(text).toContain('2026-03-06');
    expect(text).toContain('5 днів');
  });

  it('has a local default for the bank details that says it is not a real account', () => {
    expect(bankDetails('').join(' ')).toContain('NOT A REAL ACCOUNT');
  });
});
