import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { routes, type RouteDef } from '../../shared/routes';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { memberWithRole } from '../support/members';

/**
 * Access tokens (Settings -> Integration, docs/integration.md): root and admin create, list and
 * revoke them; a secret is answered once and stored only as a hash; a token reaches the integration
 * API and nothing else, and a session reaches everything but the integration API.
 */

type Owner = Awaited<ReturnType<typeof companyOwner>>;
let owner: Owner;

async function newToken(by: { token: string }, name = 'Accounting') {
  const created = await api('POST', '/integration', { token: by.token, body: { name } });
  expect(created.status).toBe(201);
  return created.body as { token: { id: string; name: string }; secret: string };
}

beforeAll(async () => {
  owner = await companyOwner();
});

describe('token lifecycle', () => {
  it('creates a token whose secret is answered once and kept only as its SHA-256 hash', async () => {
    const { token, secret } = await newToken(owner, '1C Accounting');
    expect(secret).toMatch(/^abk_/);
    expect(token).toEqual({
      id: expect.any(String), name: '1C Accounting', createdAt: expect.any(String), createdBy: { id: owner.user._id, name: 'Olena' }, lastUsedAt: null,
      takenOverBy: null, takenOverAt: null, suspended: null,
    });

    const listed = await api('GET', '/integration', { token: owner.token });
    expect(listed.status).toBe(200);
    expect(listed.body.tokens).toContainEqual(token);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const stored = await db().send(new GetCommand({ TableName: tableName(), Key: keys.integrationToken(owner.company._id, token.id) }));
    expect(JSON.stringify(stored.Item)).not.toContain(secret);
    expect(stored.Item?.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
  });

  it('records the last use, at most once a minute', async () => {
    const { token, secret } = await newToken(owner);
    expect((await api('GET', '/integration/v1/users', { token: secret })).status).toBe(200);
    const first = (await api('GET', '/integration', { token: owner.token })).body.tokens.find((t: { id: string }) => t.id === token.id);
    expect(Date.parse(first.lastUsedAt)).toBeGreaterThan(Date.now() - 10_000);
    expect((await api('GET', '/integration/v1/objects', { token: secret })).status).toBe(200);
    const second = (await api('GET', '/integration', { token: owner.token })).body.tokens.find((t: { id: string }) => t.id === token.id);
    expect(second.lastUsedAt).toBe(first.lastUsedAt);
  });

  it('a revoked token is refused on the very next call', async () => {
    const { token, secret } = await newToken(owner);
    expect((await api('GET', '/integration/v1/users', { token: secret })).status).toBe(200);
    const revoked = await api('DELETE', `/integration/${token.id}`, { token: owner.token });
    expect(revoked.status).toBe(204);
    const refused = await api('GET', '/integration/v1/users', { token: secret });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe('Unauthorized');
    expect((await api('GET', '/integration', { token: owner.token })).body.tokens.map((t: { id: string }) => t.id)).not.toContain(token.id);
    expect((await api('DELETE', `/integration/${token.id}`, { token: owner.token })).status).toBe(404);
  });

  it('an admin manages tokens; other roles may not', async () => {
    const admin = await memberWithRole(owner.company._id, 'admin');
    const { token } = await newToken(admin, 'Admin made');
    expect((await api('GET', '/integration', { token: admin.token })).body.tokens.map((t: { id: string }) => t.id)).toContain(token.id);
    for (const role of ['stockman', 'worker', 'user'] as const) {
      const member = await memberWithRole(owner.company._id, role);
      expect((await api('GET', '/integration', { token: member.token })).status).toBe(403);
      expect((await api('POST', '/integration', { token: member.token, body: { name: 'x' } })).status).toBe(403);
      expect((await api('DELETE', `/integration/${token.id}`, { token: member.token })).status).toBe(403);
    }
  });

  it('a name is required', async () => {
    const answer = await api('POST', '/integration', { token: owner.token, body: { name: '  ' } });
    expect(answer.status).toBe(400);
    expect(answer.body.details.fields).toEqual({ name: 'required_field' });
  });
});

describe('scope', () => {
  let secret: string;
  beforeAll(async () => {
    ({ secret } = await newToken(owner));
  });

  it('a token reaches no route but the integration API: admin calls (users, plans, payments, tokens) refuse it', async () => {
    const others = (routes as readonly RouteDef[]).filter((route) => route.auth !== 'public' && route.auth !== 'integration');
    expect(others.length).toBeGreaterThan(50);
    for (const route of others) {
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'company' ? owner.company._id : owner.company._id));
      const answer = await api(route.method, path, { token: secret, body: route.body ? {} : undefined });
      expect(answer.status, `${route.method} ${route.path}`).toBe(401);
    }
    for (const [method, path] of [['GET', `/company/${owner.company._id}/user`], ['GET', '/payment/tariffs'], ['GET', '/integration'], ['POST', '/integration']] as const) {
      expect((await api(method, path, { token: secret, body: method === 'POST' ? { name: 'more' } : undefined })).status).toBe(401);
    }
  });

  it('a session token is refused on the integration API', async () => {
    for (const route of (routes as readonly RouteDef[]).filter((candidate) => candidate.auth === 'integration')) {
      const answer = await api(route.method, route.path.replace('{externalId}', 'X-1'), { token: owner.token, body: route.body ? { title: 'x' } : undefined });
      expect(answer.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('a made-up secret is refused', async () => {
    expect((await api('GET', '/integration/v1/users', { token: `abk_${'x'.repeat(43)}` })).status).toBe(401);
    expect((await api('GET', '/integration/v1/users')).status).toBe(401);
  });

  it('the plan must have 1C and the company must not be locked, for token calls as for the settings', async () => {
    const other = await companyOwner();
    const { secret: otherSecret } = await newToken(other);
    const setPeriod = (kind: string, end: Date) =>
      db().send(new UpdateCommand({
        TableName: tableName(),
        Key: keys.company(other.company._id),
        UpdateExpression: 'SET periodKind = :kind, subscriptionEndDate = :end',
        ExpressionAttributeValues: { ':kind': kind, ':end': end.toISOString() },
      }));
    // A trial that ended: the Free plan, which has no 1C.
    await setPeriod('trial', new Date(Date.now() - 60_000));
    const free = await api('GET', '/integration/v1/users', { token: otherSecret });
    expect(free.status).toBe(403);
    expect(free.body).toMatchObject({ error: 'PlanAccessDenied', details: { feature: '1C' } });
    expect((await api('GET', '/integration', { token: other.token })).body.error).toBe('PlanAccessDenied');
    // A paid period that ended: locked.
    await setPeriod('paid', new Date(Date.now() - 60_000));
    const locked = await api('GET', '/integration/v1/users', { token: otherSecret });
    expect(locked.status).toBe(402);
    expect(locked.body.error).toBe('SubscriptionExpired');
  });
});

describe('rate limit', () => {
  it('each token has its own allowance a minute; past it 429 with Retry-After', async () => {
    process.env.INTEGRATION_CALLS_PER_MINUTE = '3';
    const { resetEnv } = await import('../../functions/lib/env');
    resetEnv();
    try {
      const [{ secret: first }, { secret: second }] = [await newToken(owner), await newToken(owner)];
      const answers = [];
      for (let call = 0; call < 4; call++) answers.push(await api('GET', '/integration/v1/users', { token: first }));
      const statuses = answers.map((answer) => answer.status);
      // A minute window may turn over mid-run; then the count starts again and the 4th still passes.
      if (!statuses.includes(429)) answers.push(...(await Promise.all([1, 2, 3, 4].map(() => api('GET', '/integration/v1/users', { token: first })))));
      const refused = answers.find((answer) => answer.status === 429)!;
      expect(refused.body.error).toBe('TooManyRequests');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect((await api('GET', '/integration/v1/users', { token: second })).status).toBe(200);
    } finally {
      delete process.env.INTEGRATION_CALLS_PER_MINUTE;
      resetEnv();
    }
  });
});
