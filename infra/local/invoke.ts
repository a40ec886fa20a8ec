import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './gateway';
import { entryOf, functionNames, invokeEvent } from './invoke-event';

/** A session token for a user of the local table, as if they had signed in. */
async function sessionTokenFor(email: string): Promise<string> {
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  const { db, tableName } = await import('../../functions/lib/db/client');
  const { keys } = await import('../../functions/lib/db/keys');
  const { getUser } = await import('../../functions/users/store');
  const { startSession } = await import('../../functions/lib/auth/sessions');
  const claim = await db().send(new GetCommand({ TableName: tableName(), Key: keys.emailClaim(email.toLowerCase()) }));
  const user = claim.Item ? await getUser(String(claim.Item.userId)) : null;
  if (!user) usage(`No user with e-mail ${email} in the local table.`);
  return startSession(user._id);
}

/**
 * `npm run invoke -- <function> <event.json> [--as <email>]`: runs one handler on one event and prints
 * its answer, like `sam local invoke`. `--as` signs the event's Authorization header as that user. <function> is a domain (auth, users, company, meta) or a worker
 * (item-upload, report, stocktaking-jobs, notification, ...). The environment is the running local stack's
 * (.local/env.json, written by `npm start`); variables already set win.
 */

function usage(message: string): never {
  console.error(`${message}
Usage: npm run invoke -- <function> <event.json> [--as <email>]
  functions: ${functionNames.join(', ')}
  examples:  npm run invoke -- auth events/apigw/auth-login.json
             npm run invoke -- users events/apigw/users-me.json --as demo@assetbook.local`);
  process.exit(2);
}

const args = process.argv.slice(2);
const asIndex = args.indexOf('--as');
const asEmail = asIndex >= 0 ? args.splice(asIndex, 2)[1] : undefined;
const [name, eventFile] = args;
if (!name || !eventFile) usage('Missing arguments.');
if (!entryOf(name)) usage(`Unknown function "${name}".`);
const eventPath = path.resolve(process.cwd(), eventFile);
if (!existsSync(eventPath)) usage(`No event file at ${eventPath}.`);

const envFile = path.join(repoRoot, '.local/env.json');
if (existsSync(envFile)) {
  const localEnv = JSON.parse(readFileSync(envFile, 'utf8')) as Record<string, string>;
  for (const [key, value] of Object.entries(localEnv)) process.env[key] ??= value;
} else {
  console.error('No .local/env.json: start the local stack with `npm start` first, or set the variables yourself.');
}

const event = JSON.parse(readFileSync(eventPath, 'utf8')) as { headers?: Record<string, string> };
if (asEmail) event.headers = { ...event.headers, authorization: `Bearer ${await sessionTokenFor(asEmail)}` };
const started = performance.now();
const result = await invokeEvent(name, event);
console.error(`${name}: ${(performance.now() - started).toFixed(0)} ms`);
console.log(JSON.stringify(result, null, 2));
