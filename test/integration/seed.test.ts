import { describe, expect, it } from 'vitest';
import { demo, seedDemo } from '../../infra/local/seed';
import { api } from '../support/api';
import { runQueuedJobs } from '../support/jobs';

describe('the demo data of npm start', () => {
  it('seeds a confirmed root user with a company, three items and a running stocktaking of them, once', async () => {
    await seedDemo();
    await seedDemo();
    const login = await api('POST', '/auth/login', { body: { login: demo.email, password: demo.password } });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ role: 'root', email_approved: true });
    const byPhone = await api('POST', '/auth/login', { body: { login: demo.phone, password: demo.password } });
    expect(byPhone.status).toBe(200);
    const items = await api('GET', `/company/${login.body.user.company}/item`, { token: login.body.token });
    expect(items.body.count).toBe(3);
    await runQueuedJobs('stocktaking');
    const stocktakings = await api('GET', `/company/${login.body.user.company}/stocktaking`, { token: login.body.token });
    expect(stocktakings.body.data).toEqual([expect.objectContaining({ title: 'Demo stocktaking', status: 'pending', ready: true, counts: expect.objectContaining({ expected: 3, found: 0 }) })]);
  });
});
