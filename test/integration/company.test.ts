import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner, confirmedUser } from '../support/factories';

const day = 24 * 60 * 60 * 1000;

describe('POST /company and GET /company/my', () => {
  it('a user without a company gets CompanyNotFound from /company/my', async () => {
    const user = await confirmedUser();
    const answer = await api('GET', '/company/my', { token: user.token });
    expect([answer.status, answer.body.error]).toEqual([404, 'CompanyNotFound']);
  });

  it('creates the company on the Optimal plan for 14 days; the answered token and the one held both see it', async () => {
    const user = await confirmedUser();
    const before = Date.now();
    const created = await api('POST', '/company', { token: user.token, body: { title: '  Acme Tools ', description: 'Tools rental' } });
    expect(created.status).toBe(201);
    const { company, token } = created.body;
    expect(company).toMatchObject({ title: 'Acme Tools', description: 'Tools rental', plan: 'optimal', effectivePlan: 'optimal', owner: user.user._id });
    const trialEnds = Date.parse(company.subscriptionEndDate);
    expect(trialEnds - before).toBeGreaterThanOrEqual(14 * day - 5_000);
    expect(trialEnds - before).toBeLessThanOrEqual(14 * day + 5_000);

    const mine = await api('GET', '/company/my', { token });
    expect(mine.status).toBe(200);
    expect(mine.body._id).toBe(company._id);
    const me = await api('GET', '/users/me', { token });
    expect(me.body).toMatchObject({ company: company._id, role: 'root' });
    expect((await api('GET', '/company/my', { token: user.token })).body._id).toBe(company._id);
  });

  it('requires both title and description', async () => {
    const user = await confirmedUser();
    const answer = await api('POST', '/company', { token: user.token, body: { title: 'Only title', description: '   ' }, lang: 'en' });
    expect(answer.status).toBe(400);
    expect(answer.body.details.fields).toEqual({ description: 'required_field' });
    const empty = await api('POST', '/company', { token: user.token, body: {} });
    expect(empty.body.details.fields).toEqual({ title: 'required_field', description: 'required_field' });
  });

  it('refuses a duplicate title, whatever its case and spacing, with 409 UniquenessError', async () => {
    const owner = await companyOwner('Unique  Name Ltd');
    expect(owner.company.title).toBe('Unique  Name Ltd');
    const other = await confirmedUser();
    const answer = await api('POST', '/company', { token: other.token, body: { title: 'unique name ltd', description: 'x' }, lang: 'ua' });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: 'UniquenessError', message: 'Компанія з такою назвою вже існує' });
    // Nothing half-written: the other user still has no company.
    expect((await api('GET', '/users/me', { token: other.token })).body.company).toBeNull();
  });

  it('refuses a second company for the same user with CompanyAlreadyExists', async () => {
    const owner = await companyOwner();
    const answer = await api('POST', '/company', { token: owner.token, body: { title: 'Second one', description: 'x' } });
    expect([answer.status, answer.body.error]).toEqual([409, 'CompanyAlreadyExists']);
  });

  it('creates exactly one company when the same user sends two requests at once', async () => {
    const user = await confirmedUser();
    const answers = await Promise.all([
      api('POST', '/company', { token: user.token, body: { title: `Race A ${user.email}`, description: 'x' } }),
      api('POST', '/company', { token: user.token, body: { title: `Race B ${user.email}`, description: 'x' } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });
});
