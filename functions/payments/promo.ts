import { promoItem, type CompanyRecord } from '../company/public';
import { throttleAction } from '../lib/auth/throttles';
import { transact } from '../lib/db/transactions';
import { AppError } from '../lib/http/errors';
import { getPromoCode } from './store';

export interface Promo {
  code: string;
  sale: number;
}

/** The code (already uppercased by the schema) if it exists and is not deleted. */
export async function findPromo(code: string): Promise<Promo | null> {
  const record = await getPromoCode(code);
  if (!record || record.deleted) return null;
  return { code: record.code, sale: record.sale };
}

/**
 * Every code tried counts per client address and per company before it is looked up (docs/security.md,
 * "Throttles"), valid or not, so the answers cannot be used to guess codes.
 */
async function triedCode(companyId: string, code: string, sourceIp: string): Promise<Promo | null> {
  await throttleAction('promoCode', { address: sourceIp, company: companyId });
  return findPromo(code);
}

/** POST /payment/check/promo: a valid code becomes the company's promo for its next payments. */
export async function checkPromo(companyId: string, code: string, sourceIp: string): Promise<Promo> {
  const promo = await triedCode(companyId, code, sourceIp);
  if (!promo) throw new AppError('InvalidPromocode');
  await transact([promoItem(companyId, promo, new Date())]);
  return promo;
}

/**
 * The promo a payment gets: the code given with it (InvalidPromocode when it is not valid; counted
 * like a check), else the one the company checked last, if that is still valid (a code deleted since
 * is simply not applied).
 */
export async function promoForPayment(company: CompanyRecord, given: string | undefined, sourceIp: string): Promise<Promo | null> {
  if (given) {
    const promo = await triedCode(company._id, given, sourceIp);
    if (!promo) throw new AppError('InvalidPromocode');
    return promo;
  }
  const kept = company.settings.promo;
  return kept ? findPromo(kept.code) : null;
}
