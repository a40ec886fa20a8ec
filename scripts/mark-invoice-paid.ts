import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm run mark-invoice-paid -- <paymentId> [--reference <bank transfer reference>]`: support marks
 * an invoice paid once the transfer arrived. It settles the payment through the same path as a
 * provider's approved callback (functions/payments/callbacks.ts settleOrder): approved once, the
 * plan period granted in the same transaction; running it again changes nothing.
 * Environment: the running local stack's (.local/env.json) or, against AWS, TABLE_NAME and the
 * usual AWS credentials of a support role.
 */

const repoRoot = path.resolve(import.meta.dirname, '..');

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run mark-invoice-paid -- <paymentId> [--reference <bank transfer reference>]`);
  process.exit(2);
}

const args = process.argv.slice(2);
const referenceIndex = args.indexOf('--reference');
const reference = referenceIndex >= 0 ? args.splice(referenceIndex, 2)[1] : undefined;
const [paymentId] = args;
if (!paymentId) usage('Missing the payment id.');

const envFile = path.join(repoRoot, '.local/env.json');
if (!process.env.TABLE_NAME && existsSync(envFile)) {
  const localEnv = JSON.parse(readFileSync(envFile, 'utf8')) as Record<string, string>;
  for (const [key, value] of Object.entries(localEnv)) process.env[key] ??= value;
}

const { markInvoicePaid } = await import('../functions/payments/invoices');
const { createLogger } = await import('../functions/lib/http/logger');
try {
  const outcome = await markInvoicePaid(paymentId, reference ?? null, createLogger({ source: 'mark-invoice-paid' }));
  console.log(outcome === 'applied' ? `Payment ${paymentId} is approved and its period granted.` : `Payment ${paymentId} was already settled; nothing changed.`);
} catch (error) {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  process.exit(1);
}
