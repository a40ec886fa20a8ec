import { escapeMarkup } from './http-body';
import type { Fields, SandboxOrder } from './flitt-sandbox-protocol';

/** The sandbox's hosted pages: checkout, 3-D Secure, finished and the return to the shop. */


const money = (order: SandboxOrder) => `${(order.amount / 100).toFixed(2)} ${escapeMarkup(order.currency)}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeMarkup(title)}</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a202c}.box{border:1px solid #cbd5e0;border-radius:8px;padding:1.5rem}
.amount{font-size:2rem;font-weight:bold;margin:.5rem 0}.note{color:#4a5568;font-size:.9rem}form{display:inline}button{font-size:1rem;padding:.6rem 1rem;margin:.3rem .3rem 0 0;border-radius:6px;border:1px solid #a0aec0;background:#fff;cursor:pointer}
button.primary{background:#2b6cb0;color:#fff;border-color:#2b6cb0}</style></head><body><div class="box">${body}</div>
<p class="note">Flitt sandbox (local). No card is charged.</p></body></html>`;
}

const choice = (token: string, value: string, label: string, primary = false) =>
  `<form method="post" action="/checkout/${token}/pay"><input type="hidden" name="choice" value="${value}"><button type="submit"${primary ? ' class="primary"' : ''}>${label}</button></form>`;

export function checkoutPage(order: SandboxOrder, merchantId: string): string {
  const recurring = order.recurring
    ? `<p>Subscription: ${(order.recurring.amount / 100).toFixed(2)} ${escapeMarkup(order.currency)} every ${order.recurring.every} ${escapeMarkup(order.recurring.period)}${order.recurring.startTime ? ` from ${escapeMarkup(order.recurring.startTime)}` : ''}.</p>`
    : '';
  return page(
    'Payment',
    `<h1>Payment</h1><p>${escapeMarkup(order.description)}</p><p class="amount">${money(order)}</p>${recurring}
<p class="note">Merchant ${escapeMarkup(merchantId)}, order ${escapeMarkup(order.orderId)}</p>
${choice(order.token, 'approve', 'Approve', true)}${choice(order.token, 'decline', 'Decline')}${choice(order.token, '3ds', '3-D Secure')}`,
  );
}

export function secureCodePage(order: SandboxOrder): string {
  return page(
    '3-D Secure',
    `<h1>3-D Secure</h1><p>Your bank asks you to confirm the payment of <strong>${money(order)}</strong>.</p>
${choice(order.token, 'approve', 'Confirm', true)}${choice(order.token, 'decline', 'Cancel')}`,
  );
}

export function finishedPage(order: SandboxOrder): string {
  return page('Payment', `<h1>Payment</h1><p>This order is ${escapeMarkup(order.status)}.</p>`);
}

/** Back to the shop with the 2.0 fields; return.js submits it, the button is there without scripts. */
export function returnPage(order: SandboxOrder, fields: Fields): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeMarkup(name)}" value="${escapeMarkup(String(value))}">`)
    .join('');
  const outcome = order.status === 'approved' ? 'The payment was approved.' : 'The payment was declined.';
  return page(
    'Payment',
    `<h1>Payment</h1><p>${outcome}</p><form id="return" method="post" action="${escapeMarkup(order.responseUrl ?? '')}">${inputs}<button type="submit" class="primary">Return to the shop</button></form>
<script src="/static/return.js"></script>`,
  );
}

export const returnScript = "document.getElementById('return').submit();\n";

export const pageNotFound = page('Payment', '<h1>Payment</h1><p>No such checkout.</p>');
