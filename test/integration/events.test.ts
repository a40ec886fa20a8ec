import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorNames } from '../../shared/errors';
import { repoRoot } from '../../infra/local/gateway';
import { invokeEvent } from '../../infra/local/invoke-event';
import { api } from '../support/api';
import { companyOwner, confirmedUser } from '../support/factories';
import { mailsTo } from '../support/mail';

/**
 * The sample events of events/ (what `npm run invoke` takes, like `sam local invoke`) each drive the
 * handler they are named for, through the same function the CLI calls (infra/local/invoke-event.ts),
 * and answer what that call answers. A sample that no longer fits its handler fails here.
 */

type ApiEvent = { headers: Record<string, string>; body?: string; rawPath: string };
type SqsEvent = { Records: { body: string }[] };

const folder = (kind: string) => path.join(repoRoot, 'events', kind);
const sample = <T>(kind: string, file: string): T => JSON.parse(readFileSync(path.join(folder(kind), file), 'utf8')) as T;
/** The function an event file is for: its name's first word (auth-login.json: auth), or the worker its name says. */
const workerOf: Record<string, string> = { 'item-report.json': 'report', 'item-upload.json': 'item-upload', 'photo-thumbnail.json': 'photo-thumbnail' };

interface ApiResult {
  statusCode: number;
  body: string;
}

async function invokeApiEvent(file: string, event: ApiEvent): Promise<{ status: number; body: Record<string, unknown> }> {
  const result = (await invokeEvent(file.split('-')[0]!, event)) as ApiResult;
  return { status: result.statusCode, body: JSON.parse(result.body) as Record<string, unknown> };
}

describe('events/apigw', () => {
  const files = readdirSync(folder('apigw')).filter((file) => file.endsWith('.json'));

  it('has a sample for sign-in, registration, the current user, companies and the API description', () => {
    expect(files.sort()).toEqual(
      ['auth-accept.json', 'auth-check-email.json', 'auth-check-phone.json', 'auth-login.json', 'auth-register.json', 'company-create.json', 'company-my.json', 'meta-openapi.json', 'users-me.json'].sort(),
    );
  });

  it('each public sample answers as its call does: a success or a named error, never a server error', async () => {
    for (const file of files.filter((name) => !sample<ApiEvent>('apigw', name).headers.authorization)) {
      const { status, body } = await invokeApiEvent(file, sample('apigw', file));
      expect(status, file).toBeLessThan(500);
      if (status >= 400) expect(errorNames, file).toContain(body.error);
    }
    // Registration's sample creates its account; the check of the same e-mail then says it is taken.
    const registered = sample<ApiEvent>('apigw', 'auth-register.json');
    const email = (JSON.parse(registered.body!) as { email: string }).email;
    expect((await mailsTo(email)).length).toBeGreaterThan(0);
  });

  it('each signed sample, signed as a user the way `--as` signs it, answers that user', async () => {
    const owner = await companyOwner();
    const signed = (file: string) => {
      const event = sample<ApiEvent>('apigw', file);
      return { ...event, headers: { ...event.headers, authorization: `Bearer ${owner.token}` } };
    };
    const me = await invokeApiEvent('users-me.json', signed('users-me.json'));
    expect(me).toMatchObject({ status: 200, body: { _id: owner.user._id, email: owner.email } });
    const mine = await invokeApiEvent('company-my.json', signed('company-my.json'));
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).toContain(owner.company._id);
    // A company is created by someone who has none yet.
    const newcomer = await confirmedUser();
    const event = sample<ApiEvent>('apigw', 'company-create.json');
    const created = await invokeApiEvent('company-create.json', { ...event, headers: { ...event.headers, authorization: `Bearer ${newcomer.token}` } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });
});

describe('events/sqs', () => {
  const files = readdirSync(folder('sqs')).filter((file) => file.endsWith('.json'));

  it('names a worker for every sample', () => {
    expect(files.filter((file) => !workerOf[file])).toEqual([]);
  });

  it('each sample, pointed at a real company and at what its job names, is taken by its worker without a failed message', async () => {
    const owner = await companyOwner();
    // The report's job names a report the API recorded (without one, the worker has nothing to do).
    const asked = await api('POST', `/company/${owner.company._id}/item/report`, { token: owner.token, body: { email: owner.email } });
    expect(asked.status).toBe(202);
    for (const file of files) {
      const event = sample<SqsEvent>('sqs', file);
      for (const record of event.Records) {
        const job = { ...JSON.parse(record.body), companyId: owner.company._id, requestedBy: owner.user._id };
        record.body = JSON.stringify(file === 'item-report.json' ? { ...job, jobId: asked.body._id, email: owner.email } : job);
      }
      const result = (await invokeEvent(workerOf[file]!, event)) as { batchItemFailures?: unknown[] } | undefined;
      expect(result?.batchItemFailures ?? [], file).toEqual([]);
    }
    const report = await api('GET', `/company/${owner.company._id}/item/report/${asked.body._id}/state`, { token: owner.token });
    expect(report.body.state).toBe('sent');
  });
});

describe('the sample of a signed call', () => {
  it('answers Unauthorized as it stands, with its placeholder token', async () => {
    const { status, body } = await invokeApiEvent('users-me.json', sample('apigw', 'users-me.json'));
    expect([status, body.error]).toEqual([401, 'Unauthorized']);
    // The same call through the local gateway agrees.
    expect((await api('GET', '/users/me', { token: 'not-a-session' })).status).toBe(401);
  });
});
