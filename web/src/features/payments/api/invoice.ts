import { tokenStorage } from '../../../lib/storage';

/**
 * Downloads an invoice's PDF. The API answers a 302 to a short-lived link and wants the bearer
 * token, which a plain link cannot send: fetch follows the redirect (the token is dropped on the way
 * to the bucket) and the file is saved from the answer.
 */
export async function downloadInvoice(paymentId: string): Promise<void> {
  const token = tokenStorage.get();
  const response = await fetch(`/api/v1/payment/invoice/${encodeURIComponent(paymentId)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`The invoice cannot be downloaded (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `invoice-${paymentId}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
