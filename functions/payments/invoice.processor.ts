import type { Job } from '../../shared/jobs';
import { plans } from '../../shared/plans';
import { getCompany } from '../company/public';
import { sendMail } from '../lib/adapters/mailer';
import { bucketName, s3, s3Sdk } from '../lib/adapters/storage';
import { env } from '../lib/env';
import { getUser } from '../users/public';
import { bankDetails, invoicePdf } from './invoice-pdf';
import { invoiceMail } from './messages';
import { claimInvoiceMail, getPayment, releaseInvoiceMail, setInvoiceKey } from './store';

type InvoiceJob = Extract<Job<'billing'>, { kind: 'billing.invoice' }>;

/** Invoices are kept (no expiry) under this prefix of the documents bucket, one key per payment. */
export const invoicesPrefix = 'invoices/';
export const invoiceKey = (companyId: string, paymentId: string) => `${invoicesPrefix}${companyId}/${paymentId}.pdf`;

/** Who sells: printed on every invoice. */
const seller = 'Assetbook';

/**
 * The billing worker's `billing.invoice` job: renders the invoice PDF to its fixed key (a redelivery
 * writes the same file again), records the key, then e-mails the link once (the payment's mailedAt,
 * set by a conditional write; given back if the mail fails, so the next delivery sends it).
 */
export async function processInvoice(job: InvoiceJob): Promise<void> {
  const payment = await getPayment(job.companyId, job.paymentId);
  // Nothing asked for (or not an invoice): nothing to do.
  if (!payment || payment.method !== 'invoice') return;
  const [company, user] = await Promise.all([getCompany(payment.companyId), getUser(job.requestedBy)]);
  if (!company) return;

  const key = invoiceKey(payment.companyId, payment._id);
  if (payment.invoiceKey !== key) {
    const bytes = await invoicePdf({
      number: payment._id,
      issuedAt: new Date(payment.createdAt),
      seller,
      buyer: { title: company.title, id: company._id },
      plan: payment.plan ? { title: plans[payment.plan].title, months: payment.duration ?? 1 } : null,
      priceCents: payment.priceCents,
      sale: payment.sale,
      totalCents: payment.totalCents,
      currency: payment.currency,
      bankDetails: bankDetails(),
      language: job.language,
    });
    const { PutObjectCommand } = await s3Sdk();
    await (await s3()).send(new PutObjectCommand({ Bucket: bucketName('documents'), Key: key, Body: bytes, ContentType: 'application/pdf' }));
    await setInvoiceKey(payment, key);
  }

  if (!user || payment.mailedAt) return;
  const at = new Date().toISOString();
  if (!(await claimInvoiceMail(payment, at))) return;
  // The billing page, not the API route itself: a link opened from a mail carries no session token,
  // so the page (signed in) downloads it through GET /payment/invoice/{id}.
  const link = `${env().APP_URL.replace(/\/$/, '')}/settings/payment?invoice=${payment._id}`;
  try {
    await sendMail(invoiceMail(user.email, `${user.firstName} ${user.lastName}`.trim(), link, payment, job.language));
  } catch (error) {
    await releaseInvoiceMail(payment, at);
    throw error;
  }
}
