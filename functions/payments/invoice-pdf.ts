import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import type { Language } from '../../shared/i18n/languages';
import { formatCents } from '../../shared/money';
import { invoiceTexts } from './invoice-texts';

/*
 * The invoice of a bank-transfer payment as an A4 PDF (billing worker only: pdf-lib stays out of the
 * payments function). Texts in DejaVu Sans, subset, since the standard PDF fonts have no Cyrillic.
 */

export interface InvoiceData {
  /** The payment id: the invoice number and the transfer's reference. */
  number: string;
  issuedAt: Date;
  seller: string;
  buyer: { title: string; id: string };
  /** Plan title and months, or null for a sticker order. */
  plan: { title: string; months: number } | null;
  priceCents: number;
  sale: number;
  totalCents: number;
  currency: string;
  bankDetails: readonly string[];
  language: Language;
}

/** Days the buyer has to pay (spec: "pay within 5 days"). */
export const paymentTermDays = 5;

/**
 * Bank details printed on invoices: env BILLING_BANK_DETAILS, lines separated by "\n" (a real
 * newline or the two characters). The local default says plainly it is not an account to pay into.
 */
export function bankDetails(value = process.env.BILLING_BANK_DETAILS): string[] {
  const text = value?.trim()
    ? value
    : 'Beneficiary: Assetbook (LOCAL DEMO, NOT A REAL ACCOUNT)\nIBAN: UA00 0000 0000 0000 0000 0000 000\nBank: Demo Bank\nSWIFT: DEMOUAXX';
  return text.split(/\r?\n|\\n/).map((line) => line.trim()).filter(Boolean);
}

/**
 * The font is read beside the bundle (the CDK copies functions/labels/fonts there for the billing
 * worker, infra/stacks/queues-stack.ts) or, when running from the sources, from the labels folder.
 */
let fontBytes: Promise<Buffer> | undefined;
function loadFont(): Promise<Buffer> {
  fontBytes ??= readFile(new URL('./fonts/DejaVuSans.ttf', import.meta.url)).catch(() => readFile(new URL('../labels/fonts/DejaVuSans.ttf', import.meta.url)));
  return fontBytes;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const mm = 72 / 25.4;

export async function invoicePdf(data: InvoiceData): Promise<Uint8Array> {
  const texts = invoiceTexts[data.language];
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await loadFont(), { subset: true });
  doc.setTitle(texts.title(data.number));
  doc.setCreator('Assetbook');
  const page = doc.addPage([210 * mm, 297 * mm]);
  const left = 20 * mm;
  const right = 190 * mm;
  let y = 275 * mm;
  const grey = rgb(0.35, 0.35, 0.35);
  const text = (value: string, x: number, size = 10, color = rgb(0, 0, 0)) => page.drawText(value, { x, y, size, font, color });
  const rightAligned = (value: string, size = 10) => text(value, right - font.widthOfTextAtSize(value, size), size);
  const next = (gap: number) => {
    y -= gap * mm;
  };

  text(texts.title(data.number), left, 18);
  next(10);
  const due = new Date(data.issuedAt.getTime() + paymentTermDays * 24 * 60 * 60 * 1000);
  text(`${texts.date}: ${day(data.issuedAt)}`, left);
  rightAligned(`${texts.due}: ${day(due)}`);
  next(12);

  text(texts.seller, left, 9, grey);
  text(texts.buyer, 110 * mm, 9, grey);
  next(5);
  text(data.seller, left, 11);
  text(data.buyer.title, 110 * mm, 11);
  next(5);
  text(data.buyer.id, 110 * mm, 8, grey);
  next(14);

  // The one line: description, price, sale, total.
  const columns = { price: 120 * mm, sale: 145 * mm };
  text(texts.description, left, 9, grey);
  text(texts.price, columns.price, 9, grey);
  text(texts.sale, columns.sale, 9, grey);
  rightAligned(texts.total, 9);
  next(2);
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5, color: grey });
  next(6);
  const money = (cents: number) => `${formatCents(cents)} ${data.currency}`;
  text(data.plan ? texts.line(data.plan.title, data.plan.months) : texts.stickers, left);
  text(money(data.priceCents), columns.price);
  text(`${data.sale} %`, columns.sale);
  rightAligned(money(data.totalCents));
  next(4);
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5, color: grey });
  next(8);
  text(`${texts.total}:`, columns.price, 12);
  rightAligned(money(data.totalCents), 12);
  next(6);
  text(`${texts.currency}: ${data.currency}`, columns.price, 9, grey);
  next(16);

  text(texts.bank, left, 9, grey);
  next(5);
  for (const line of data.bankDetails) {
    text(line, left);
    next(5);
  }
  text(texts.reference(data.number), left);
  next(12);
  text(texts.payWithin, left, 11);
  return doc.save();
}
