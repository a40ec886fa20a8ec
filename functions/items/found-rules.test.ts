import { describe, expect, it } from 'vitest';
import { foundNotification, publicView } from './found-rules';

const found = { companyId: 'c1', companyName: 'Acme', companyOwner: 'u-owner', itemId: 'i1', title: 'Ladder' };

describe('publicView', () => {
  it('names the company, the title and the code, and nothing else', () => {
    expect(publicView('ABC', found)).toEqual({ code: 'ABC', company: 'Acme', title: 'Ladder' });
  });

  it('answers an unknown code in the same shape, with empty names', () => {
    const unknown = publicView('XYZ', null);
    expect(unknown).toEqual({ code: 'XYZ', company: '', title: '' });
    expect(Object.keys(unknown)).toEqual(Object.keys(publicView('ABC', found)));
  });
});

describe('foundNotification', () => {
  it('goes to root and admins, from nobody, opening the item, once per message', () => {
    const raise = foundNotification(found, 'ABC', { message: 'At the gate', contact: '' }, 'r1');
    expect(raise).toEqual({
      companyId: 'c1',
      requestedBy: 'u-owner',
      jobId: 'item-found-r1',
      type: 'item_found',
      recipients: { users: [], roles: ['root', 'admin'] },
      actorId: null,
      link: '/items/i1',
      params: { title: 'Ladder', code: 'ABC', message: 'At the gate' },
    });
    expect(foundNotification(found, 'ABC', { message: 'm', contact: '+380501234567' }, 'r2').params?.contact).toBe('+380501234567');
  });
});
