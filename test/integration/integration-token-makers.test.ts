import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { limits } from '../../shared/limits';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { memberWithRole } from '../support/members';

/**
 * Access tokens follow their maker (issue 27 section 2, docs/security.md "Access tokens"): a token
 * works only while the user who made it (or the root who took it over) is in the company with a
 * role that may manage tokens; root may take a token over, recorded; a company holds at most
 * limits.integrationTokensMax live tokens.
 */

type Caller = { token: string; user: { _id: string } };
type Token = { id: string; name: string; suspended: string | null; takenOverBy: { id: string; name: string } | null; takenOverAt: string | null };

const usersPath = (companyId: string) => `/company/${companyId}/user`;

async function newToken(by: Caller, name = 'Accounting') {
  const created = await api('POST', '/integration', { token: by.token, body: { name } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { token: Token; secret: string };
}

async function listed(by: Caller, tokenId: string): Promise<Token | undefined> {
  const answer = await api('GET', '/integration', { token: by.token });
  expect(answer.status).toBe(200);
  return (answer.body.tokens as Token[]).find((token) => token.id === tokenId);
}

/** What a token may do on the integration API: read every user's contacts, and write items. */
async function reach(secret: string, externalId = 'EXT-1') {
  const users = await api('GET', '/integration/v1/users', { token: secret });
  const upsert = await api('PUT', `/integration/v1/items/${externalId}`, { token: secret, body: { title: 'Laptop' } });
  return { users: users.status, upsert: upsert.status, errors: [users.body?.error, upsert.body?.error] };
}

const pointerOf = async (secret: string) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: keys.integrationSecret(createHash('sha256').update(secret).digest('hex')) }))).Item;

describe('a token follows its maker', () => {
  it("a removed admin's token is refused (401) on the users list and on item writes, and listed as suspended", async () => {
    const owner = await companyOwner();
    const admin = await memberWithRole(owner.company._id, 'admin');
    const { token, secret } = await newToken(admin, 'Admin made');
    expect(token.suspended).toBeNull();
    expect(await reach(secret)).toMatchObject({ users: 200, upsert: 200 });

    const removed = await api('DELETE', `${usersPath(owner.company._id)}/${admin.user._id}`, { token: owner.token, query: { responsible: owner.user._id } });
    expect(removed.status).toBe(200);
    expect((await api('GET', '/users/me', { token: admin.token })).status).toBe(401);

    expect(await reach(secret, 'EXT-2')).toEqual({ users: 401, upsert: 401, errors: ['Unauthorized', 'Unauthorized'] });
    expect(await listed(owner, token.id)).toMatchObject({ suspended: 'maker_removed', takenOverBy: null, takenOverAt: null });
  });

  it("a demoted admin's token is refused while they hold a role that may not manage tokens, and works again with the role back", async () => {
    const owner = await companyOwner();
    const admin = await memberWithRole(owner.company._id, 'admin');
    const { token, secret } = await newToken(admin);
    expect((await reach(secret)).users).toBe(200);

    const edit = (role: string) => api('PUT', `${usersPath(owner.company._id)}/${admin.user._id}/edit`, { token: owner.token, body: { role } });
    for (const role of ['stockman', 'worker', 'user']) {
      expect((await edit(role)).status).toBe(200);
      expect(await reach(secret), role).toEqual({ users: 401, upsert: 401, errors: ['Unauthorized', 'Unauthorized'] });
      expect((await listed(owner, token.id))?.suspended, role).toBe('maker_role');
    }
    expect((await edit('admin')).status).toBe(200);
    expect((await reach(secret)).users).toBe(200);
    expect((await listed(owner, token.id))?.suspended).toBeNull();
  });

  it("a former owner's token keeps working after handing the company over (they are an admin then)", async () => {
    const owner = await companyOwner();
    const heir = await memberWithRole(owner.company._id, 'admin');
    const { secret } = await newToken(owner);
    const handed = await api('PUT', `/company/${owner.company._id}/change/owner`, { token: owner.token, body: { person: heir.user._id } });
    expect(handed.status).toBe(200);
    expect((await reach(secret)).users).toBe(200);
  });
});

describe('root takes a token over', () => {
  it('a suspended token works again, following root; who and when are recorded', async () => {
    const owner = await companyOwner();
    const admin = await memberWithRole(owner.company._id, 'admin');
    const { token, secret } = await newToken(admin);
    await api('DELETE', `${usersPath(owner.company._id)}/${admin.user._id}`, { token: owner.token, query: { responsible: owner.user._id } });
    expect((await reach(secret)).users).toBe(401);

    const before = Date.now();
    const taken = await api('POST', `/integration/${token.id}/take-over`, { token: owner.token });
    expect(taken.status).toBe(200);
    expect(taken.body.token).toMatchObject({ id: token.id, createdBy: { id: admin.user._id }, takenOverBy: { id: owner.user._id, name: 'Olena' }, suspended: null });
    expect(Date.parse(taken.body.token.takenOverAt)).toBeGreaterThanOrEqual(before - 1000);

    expect(await reach(secret)).toMatchObject({ users: 200, upsert: 200 });
    expect(await listed(owner, token.id)).toMatchObject({ takenOverBy: { id: owner.user._id }, takenOverAt: taken.body.token.takenOverAt, suspended: null });
    expect((await pointerOf(secret))?.makerId).toBe(owner.user._id);

    // Taking over again changes nothing: the first take-over stays on record.
    const again = await api('POST', `/integration/${token.id}/take-over`, { token: owner.token });
    expect(again.body.token.takenOverAt).toBe(taken.body.token.takenOverAt);
  });

  it('only root may take a token over; an unknown or revoked token is NotFound', async () => {
    const owner = await companyOwner();
    const admin = await memberWithRole(owner.company._id, 'admin');
    const { token } = await newToken(owner);
    const refused = await api('POST', `/integration/${token.id}/take-over`, { token: admin.token });
    expect([refused.status, refused.body.error]).toEqual([403, 'AccessError']);
    expect((await api('POST', '/integration/no-such-token/take-over', { token: owner.token })).status).toBe(404);
    const other = await companyOwner();
    expect((await api('POST', `/integration/${token.id}/take-over`, { token: other.token })).status).toBe(404);
    expect((await api('DELETE', `/integration/${token.id}`, { token: owner.token })).status).toBe(204);
    expect((await api('POST', `/integration/${token.id}/take-over`, { token: owner.token })).status).toBe(404);
    // The revoked token did not come back through the take-over.
    expect(await listed(owner, token.id)).toBeUndefined();
  });
});

describe('tokens made before issue 27', () => {
  it("a pointer without its maker reads the token record's creator, refuses a removed one's calls, and learns the maker", async () => {
    const owner = await companyOwner();
    const admin = await memberWithRole(owner.company._id, 'admin');
    const [{ secret: kept }, { secret: orphaned }] = [await newToken(owner), await newToken(admin)];
    for (const secret of [kept, orphaned]) {
      const pointer = await pointerOf(secret);
      await db().send(new UpdateCommand({ TableName: tableName(), Key: { pk: pointer!.pk, sk: pointer!.sk }, UpdateExpression: 'REMOVE makerId' }));
    }
    await api('DELETE', `${usersPath(owner.company._id)}/${admin.user._id}`, { token: owner.token, query: { responsible: owner.user._id } });

    expect((await reach(kept)).users).toBe(200);
    expect((await pointerOf(kept))?.makerId).toBe(owner.user._id);
    expect((await reach(orphaned)).users).toBe(401);
    expect((await pointerOf(orphaned))?.makerId).toBe(admin.user._id);
  });
});

describe('at most 10 live tokens a company', () => {
  it('the 11th is refused with TooManyTokens; revoking one frees a place', async () => {
    const owner = await companyOwner();
    const made = [];
    for (let n = 0; n < limits.integrationTokensMax; n++) made.push(await newToken(owner, `Token ${n}`));
    const refused = await api('POST', '/integration', { token: owner.token, body: { name: 'Eleventh' } });
    expect([refused.status, refused.body.error]).toEqual([409, 'TooManyTokens']);
    expect((await api('POST', '/integration', { token: owner.token, body: { name: 'Eleventh' }, lang: 'uk' })).body.message).toMatch(/10/);
    expect((await api('GET', '/integration', { token: owner.token })).body.tokens).toHaveLength(10);

    expect((await api('DELETE', `/integration/${made[0]!.token.id}`, { token: owner.token })).status).toBe(204);
    await newToken(owner, 'In the freed place');
    expect((await api('POST', '/integration', { token: owner.token, body: { name: 'Twelfth' } })).body.error).toBe('TooManyTokens');
    // Suspended tokens still count: they are live until revoked or taken over.
    const other = await companyOwner();
    expect((await api('POST', '/integration', { token: other.token, body: { name: 'Another company' } })).status).toBe(201);
  });

  it('creations in parallel never pass the cap', async () => {
    const owner = await companyOwner();
    for (let n = 0; n < limits.integrationTokensMax - 2; n++) await newToken(owner, `Token ${n}`);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => api('POST', '/integration', { token: owner.token, body: { name: `Racing ${n}` } })));
    const created = answers.filter((answer) => answer.status === 201).length;
    expect(created).toBeGreaterThanOrEqual(1);
    expect(created).toBeLessThanOrEqual(2);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) expect(['TooManyTokens', 'ConcurrentChange']).toContain(answer.body.error);
    const live = (await api('GET', '/integration', { token: owner.token })).body.tokens.length;
    expect(live).toBe(limits.integrationTokensMax - 2 + created);
    const count = await db().send(new GetCommand({ TableName: tableName(), Key: keys.integrationTokenCount(owner.company._id), ConsistentRead: true }));
    expect(count.Item?.liveTokens).toBe(live);
  });

  it('a company whose tokens predate the cap is counted on its next change, past the cap included', async () => {
    const owner = await companyOwner();
    const made = [];
    for (let n = 0; n < limits.integrationTokensMax; n++) made.push(await newToken(owner, `Old ${n}`));
    // As before issue 27: no count record.
    const countKey = keys.integrationTokenCount(owner.company._id);
    await db().send(new DeleteCommand({ TableName: tableName(), Key: countKey }));
    expect((await api('POST', '/integration', { token: owner.token, body: { name: 'Eleventh' } })).body.error).toBe('TooManyTokens');
    expect((await db().send(new GetCommand({ TableName: tableName(), Key: countKey }))).Item).toBeUndefined();

    expect((await api('DELETE', `/integration/${made[0]!.token.id}`, { token: owner.token })).status).toBe(204);
    expect((await db().send(new GetCommand({ TableName: tableName(), Key: countKey, ConsistentRead: true }))).Item?.liveTokens).toBe(9);
    await newToken(owner, 'Tenth again');
    expect((await api('POST', '/integration', { token: owner.token, body: { name: 'Eleventh' } })).body.error).toBe('TooManyTokens');
  });
});
