import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { throttleRules } from '../../functions/lib/auth/throttles';
import { newLabelCode } from '../../functions/lib/label-codes';
import { foundLimits } from '../../shared/schemas/found';
import { api } from '../support/api';
import { companyOwner, uniqueAddress } from '../support/factories';
import { itemsPath, type Owner } from '../support/items';
import { runQueuedJobs } from '../support/jobs';
import { mailsTo } from '../support/mail';
import { memberWithRole } from '../support/members';

/**
 * The page a stranger's camera opens (docs/found-items.md): GET and POST /found/{code}, with no
 * token. Only the company's name, the item's title and the code; an unknown code answers alike;
 * a message notifies the company's root and admins once; per-address and per-code throttles.
 */

const base = (owner: Owner) => `/company/${owner.company._id}`;

/** An item of the owner's company marked with a code a generated label carries. */
async function labelledItem(owner: Owner, title = 'Ladder'): Promise<{ itemId: string; code: string }> {
  const created = await api('POST', itemsPath(owner), { token: owner.token, body: { title, serial: 'SN-SECRET-42' } });
  const itemId: string = created.body.data[0]._id;
  const generated = await api('GET', `${base(owner)}/generate`, { token: owner.token, query: { count: '1' } });
  expect(generated.status).toBe(200);
  const code: string = generated.body.codes[0];
  expect((await api('PUT', `${base(owner)}/item/${itemId}/mark`, { token: owner.token, body: { code } })).status).toBe(200);
  return { itemId, code };
}

const lookup = (code: string, options: { token?: string; sourceIp?: string } = {}) =>
  api('GET', `/found/${encodeURIComponent(code)}`, { sourceIp: options.sourceIp ?? uniqueAddress(), token: options.token });
const tell = (code: string, body: Record<string, unknown>, options: { sourceIp?: string; lang?: string } = {}) =>
  api('POST', `/found/${encodeURIComponent(code)}`, { body, sourceIp: options.sourceIp ?? uniqueAddress(), lang: options.lang });

/** The shape of an answer: its status, its keys and the type of each value. */
const shapeOf = (answer: { status: number; body: Record<string, unknown>; headers: Record<string, string> }) => ({
  status: answer.status,
  contentType: answer.headers['content-type'],
  fields: Object.entries(answer.body).map(([key, value]) => [key, typeof value]).sort(),
});

const notificationsOf = async (token: string) => (await api('GET', '/notifications', { token })).body.data as { type: string; params: Record<string, unknown>; link: string | null; userName: string | null }[];

beforeEach(async () => {
  await runQueuedJobs('notifications');
});

describe('GET /found/{code}', () => {
  it('answers only the company’s name, the item’s title and the code, to anyone', async () => {
    const owner = await companyOwner();
    const { itemId, code } = await labelledItem(owner);
    const answer = await lookup(code);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code, company: owner.company.title, title: 'Ladder' });
    const text = JSON.stringify(answer.body);
    for (const secret of [itemId, owner.company._id, owner.email, owner.user._id, 'SN-SECRET-42']) expect(text).not.toContain(secret);
  });

  it('an unknown code and a known one look alike: same status, same fields of the same types, the code given back', async () => {
    const owner = await companyOwner();
    const { code } = await labelledItem(owner);
    const known = await lookup(code);
    const unknown = await lookup(newLabelCode());
    expect(shapeOf(unknown)).toEqual(shapeOf(known));
    expect(unknown.body).toMatchObject({ company: '', title: '' });
    // A generated code no item carries yet, and a hand-typed code (unique only within its company), answer as unknown.
    const [free] = (await api('GET', `${base(owner)}/generate`, { token: owner.token, query: { count: '1' } })).body.codes as string[];
    const created = await api('POST', itemsPath(owner), { token: owner.token, body: { title: 'Drill' } });
    await api('PUT', `${base(owner)}/item/${created.body.data[0]._id}/mark`, { token: owner.token, body: { code: 'INV-0001' } });
    for (const code of [free!, 'INV-0001']) {
      const answer = await lookup(code);
      expect(shapeOf(answer)).toEqual(shapeOf(known));
      expect(answer.body).toEqual({ code, company: '', title: '' });
    }
  });

  it('gives a member of another company the public view, never the item', async () => {
    const owner = await companyOwner();
    const { code } = await labelledItem(owner);
    const other = await companyOwner();
    expect((await lookup(code, { token: other.token })).body).toEqual({ code, company: owner.company.title, title: 'Ladder' });
    const privately = await api('GET', `${base(other)}/item/${code}/by-code`, { token: other.token });
    expect([privately.status, privately.body.error]).toEqual([404, 'NotFound']);
  });
});

describe('POST /found/{code}', () => {
  it('notifies the company’s root and admins once (bell and e-mail), not its workers', async () => {
    const owner = await companyOwner();
    const admin = await memberWithRole(owner.company._id, 'admin');
    const worker = await memberWithRole(owner.company._id, 'worker');
    const { itemId, code } = await labelledItem(owner);
    const message = `Found it in the car park ${randomUUID().slice(0, 6)}`;
    const sent = await tell(code, { message, contact: '+380501234567' });
    expect([sent.status, sent.body]).toEqual([200, { sent: true }]);
    expect(await runQueuedJobs('notifications')).toBe(1);

    for (const token of [owner.token, admin.token]) {
      const found = (await notificationsOf(token)).filter((notification) => notification.type === 'item_found');
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ link: `/items/${itemId}`, userName: null, params: { title: 'Ladder', code, message, contact: '+380501234567' } });
    }
    expect((await notificationsOf(worker.token)).filter((notification) => notification.type === 'item_found')).toEqual([]);
    for (const email of [owner.email, admin.user.email]) {
      const mails = (await mailsTo(email)).filter((mail) => (mail.body.text ?? '').includes(message));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.body.text).toContain('+380501234567');
    }
    expect((await mailsTo(worker.user.email, { timeoutMs: 300 })).filter((mail) => (mail.body.text ?? '').includes(message))).toEqual([]);
  });

  it('an unknown code answers the same success and notifies nobody', async () => {
    const answer = await tell(newLabelCode(), { message: 'Found a bag' });
    expect([answer.status, answer.body]).toEqual([200, { sent: true }]);
    expect(await runQueuedJobs('notifications')).toBe(0);
  });

  it('wants a message, and bounds the message and the contact', async () => {
    const code = newLabelCode();
    for (const body of [{}, { message: '   ' }, { message: 'x'.repeat(foundLimits.message + 1) }, { message: 'ok', contact: 'x'.repeat(foundLimits.contact + 1) }]) {
      const answer = await tell(code, body);
      expect([answer.status, answer.body.error], JSON.stringify(body).slice(0, 60)).toEqual([400, 'ValidationError']);
    }
  });

  it('throttles per code: the 6th message a day to one label is refused with TooManyRequests in the caller’s language, known code or not', async () => {
    const owner = await companyOwner();
    const { code } = await labelledItem(owner);
    for (const target of [code, newLabelCode()]) {
      for (let i = 0; i < throttleRules.foundMessage.item.max; i++) expect((await tell(target, { message: `Found ${i}` })).status).toBe(200);
      const refused = await tell(target, { message: 'Once more' }, { lang: 'pl' });
      expect([refused.status, refused.body.error]).toEqual([429, 'TooManyRequests']);
      expect(refused.body.message).toBe('Zbyt wiele żądań. Spróbuj ponownie za chwilę');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await runQueuedJobs('notifications')).toBe(throttleRules.foundMessage.item.max);
  });

  it('throttles per address: the 11th message an hour from one address is refused; another address goes on', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < throttleRules.foundMessage.address.max; i++) expect((await tell(newLabelCode(), { message: 'Found' }, { sourceIp: address })).status).toBe(200);
    const refused = await tell(newLabelCode(), { message: 'Found' }, { sourceIp: address, lang: 'ua' });
    expect([refused.status, refused.body.error, refused.body.message]).toEqual([429, 'TooManyRequests', 'Забагато запитів. Спробуйте трохи згодом']);
    expect((await tell(newLabelCode(), { message: 'Found' })).status).toBe(200);
  });

  it('throttles the page per address too', async () => {
    const address = uniqueAddress();
    const code = newLabelCode();
    for (let i = 0; i < throttleRules.foundLookup.address.max; i++) expect((await lookup(code, { sourceIp: address })).status).toBe(200);
    const refused = await lookup(code, { sourceIp: address });
    expect([refused.status, refused.body.error]).toEqual([429, 'TooManyRequests']);
  });
});
