import type { PaymentStatus } from '../../shared/plans';

/**
 * How far a payment has got: a callback only ever moves a payment up (docs/payments.md), so a
 * declined that arrives after the approval, or any replay, changes nothing.
 */
export const statusRank: Record<PaymentStatus, number> = { created: 0, processing: 1, declined: 2, expired: 2, approved: 3, reversed: 4 };

export type CallbackDecision =
  | { action: 'reject'; reason: 'amount_mismatch' | 'currency_mismatch' }
  | { action: 'ignore' }
  | { action: 'apply'; status: PaymentStatus; grant: boolean };

/**
 * What a verified provider order does to the stored payment: refused when it is not for the stored
 * amount and currency; nothing when it does not move the payment up; otherwise the new status, and
 * whether the approval's effect (plan period, order fulfilment) is still to be applied.
 */
export function decideCallback(
  payment: { status: PaymentStatus; totalCents: number; currency: string; appliedAt?: string },
  order: { status: PaymentStatus; amountCents: number; currency: string },
): CallbackDecision {
  if (order.currency !== payment.currency) return { action: 'reject', reason: 'currency_mismatch' };
  if (order.amountCents !== payment.totalCents) return { action: 'reject', reason: 'amount_mismatch' };
  if (statusRank[order.status] <= statusRank[payment.status]) return { action: 'ignore' };
  return { action: 'apply', status: order.status, grant: order.status === 'approved' && !payment.appliedAt };
}
