import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';

/** Paths whose percent-escapes cannot be decoded answer 400 ValidationError for that parameter, never 500. */
describe('malformed escapes in a path', () => {
  it('answer 400 ValidationError naming the parameter, signed in or not', async () => {
    const owner = await companyOwner();
    for (const company of ['%E0%A4%A', '%ZZ', '%', '%ED%A0%80', '%C3%28', 'abc%00']) {
      for (const token of [undefined, owner.token]) {
        const answer = await api('GET', `/company/${company}/item`, { token, lang: 'en' });
        expect([answer.status, answer.body.error], company).toEqual([400, 'ValidationError']);
        expect(answer.body.details).toEqual({ fields: { company: 'invalid_rule_encoding' } });
      }
    }
    const deeper = await api('GET', `/company/${owner.company._id}/item/%E0%A4%A/detailed`, { token: owner.token });
    expect([deeper.status, deeper.body.details?.fields]).toEqual([400, { id: 'invalid_rule_encoding' }]);
    const open = await api('POST', '/auth/%E0%A4%A/send_email');
    expect([open.status, open.body.details?.fields]).toEqual([400, { token: 'invalid_rule_encoding' }]);
  });

  it('well-formed escapes still decode to the id they spell', async () => {
    const owner = await companyOwner();
    const spelled = [...owner.company._id].map((character) => `%${character.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
    const answer = await api('GET', `/company/${spelled}/item`, { token: owner.token });
    expect(answer.status).toBe(200);
    const other = await api('GET', `/company/${encodeURIComponent('someone else’s')}/item`, { token: owner.token });
    expect([other.status, other.body.error]).toEqual([403, 'AccessError']);
  });
});
