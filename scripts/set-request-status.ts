import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setRequestStatus, type SupportStatus } from '../functions/requests/fulfilment';

/**
 * `npx tsx scripts/set-request-status.ts <company id> <order code> <in_progress|done>`: support moves
 * a paid sticker order on (docs/sticker-orders.md). Against AWS: TABLE_NAME and the support
 * operator's AWS credentials in the environment. Locally: the running stack's .local/env.json
 * (written by `npm start`) is read; variables already set win.
 */

const statuses: readonly SupportStatus[] = ['in_progress', 'done'];

const [companyId, code, status] = process.argv.slice(2);
if (!companyId || !code || !statuses.includes(status as SupportStatus)) {
  console.error('Usage: npx tsx scripts/set-request-status.ts <company id> <order code> <in_progress|done>');
  process.exit(2);
}

const envFile = path.join(import.meta.dirname, '..', '.local', 'env.json');
if (!process.env.TABLE_NAME && existsSync(envFile)) {
  for (const [key, value] of Object.entries(JSON.parse(readFileSync(envFile, 'utf8')) as Record<string, string>)) process.env[key] ??= value;
}

const result = await setRequestStatus(companyId, code, status as SupportStatus);
if (!result.ok) {
  console.error(result.reason);
  process.exit(1);
}
console.log(`Order ${result.record.code} of ${result.record.sender.title} is now ${status} (updated ${result.record.updatedAt}).`);
