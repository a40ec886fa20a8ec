import type { Language } from '../../shared/i18n/languages';

/**
 * How a sticker order's checkout starts: the port between the requests domain, which asks for it,
 * and the payments domain, which opens it (functions/payments/public.ts `startRequestCheckout`).
 * The requests function's handler.ts hands one to the other, so neither domain imports the other.
 */
export interface RequestCheckoutInput {
  companyId: string;
  userId: string;
  requestId: string;
  amountCents: number;
  description: string;
  language: Language;
}

export type StartCheckout = (input: RequestCheckoutInput) => Promise<{ paymentId: string; checkoutUrl: string }>;
