import { beforeAll, describe, expect, it, vi } from 'vitest';
import { limits } from '../../shared/limits';
import { roles } from '../../shared/roles';
import { tokenManagers } from '../../shared/routes/integration';
import { resetEnv } from '../lib/env';
import { isAppError } from '../lib/http/errors';
import { makerOf, suspensionOf } from './makers';
import { tokenCountChange } from './store';

beforeAll(() => {
  // Only the parameters are built; nothing is sent.
  vi.stubEnv('TABLE_NAME', 'assetbook-test');
  resetEnv();
});

describe('whom a token follows', () => {
  it('its creator, until root takes it over; a record without a creator follows the owner', () => {
    expect(makerOf({ createdBy: 'admin-1' }, 'owner-1')).toBe('admin-1');
    expect(makerOf({ createdBy: 'admin-1', takenOverBy: 'root-1' }, 'owner-1')).toBe('root-1');
    expect(makerOf({}, 'owner-1')).toBe('owner-1');
  });
});

describe('a token is suspended', () => {
  it('when its maker is gone or belongs to another company now', () => {
    expect(suspensionOf(null, 'c1')).toBe('maker_removed');
    expect(suspensionOf({ company: null, role: 'admin' }, 'c1')).toBe('maker_removed');
    expect(suspensionOf({ company: 'c2', role: 'root' }, 'c1')).toBe('maker_removed');
  });

  it('when its maker holds a role that may not manage tokens (the token routes\' roles), and not otherwise', () => {
    expect([...tokenManagers]).toEqual(['root', 'admin']);
    for (const role of roles) expect(suspensionOf({ company: 'c1', role }, 'c1'), role).toBe(tokenManagers.includes(role as never) ? null : 'maker_role');
  });

  it('while its maker is deactivated (issue 28), whatever their role', () => {
    expect(suspensionOf({ company: 'c1', role: 'admin', inactiveSince: '2026-12-06T08:00:00.000Z' }, 'c1')).toBe('maker_inactive');
    expect(suspensionOf({ company: 'c2', role: 'admin', inactiveSince: '2026-12-06T08:00:00.000Z' }, 'c1')).toBe('maker_removed');
  });
});

describe('the count of live tokens', () => {
  const max = limits.integrationTokensMax;

  it('is at most 10 a company', () => {
    expect(max).toBe(10);
  });

  it('moves up only below the cap, else TooManyTokens', () => {
    const change = tokenCountChange('c1', { stored: true, live: 3 }, { add: 1, max });
    expect(change).toEqual({
      item: {
        Update: {
          TableName: 'assetbook-test',
          Key: { pk: 'COMPANY#c1', sk: 'INTEGRATION_TOKEN_COUNT' },
          UpdateExpression: 'ADD liveTokens :one',
          ConditionExpression: 'liveTokens < :max',
          ExpressionAttributeValues: { ':one': 1, ':max': 10 },
        },
      },
      onConditionFailed: 'TooManyTokens',
    });
  });

  it('moves down for a revocation whatever it holds', () => {
    const change = tokenCountChange('c1', { stored: true, live: 10 }, { add: -1 });
    expect(change.item.Update).toMatchObject({ UpdateExpression: 'ADD liveTokens :minusOne', ConditionExpression: 'attribute_exists(pk)' });
  });

  it('is first written from the counted tokens, only while no count exists (a change meanwhile: ConcurrentChange, counted again)', () => {
    expect(tokenCountChange('c1', { stored: false, live: 4 }, { add: 1, max })).toEqual({
      item: {
        Put: {
          TableName: 'assetbook-test',
          Item: { pk: 'COMPANY#c1', sk: 'INTEGRATION_TOKEN_COUNT', entity: 'integration-token-count', liveTokens: 5 },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      onConditionFailed: 'ConcurrentChange',
    });
    expect(tokenCountChange('c1', { stored: false, live: 4 }, { add: -1 }).item.Put?.Item).toMatchObject({ liveTokens: 3 });
  });

  it('refuses a creation at once when the counted tokens (made before the cap) already reach it', () => {
    for (const live of [max, max + 5]) {
      try {
        tokenCountChange('c1', { stored: false, live }, { add: 1, max });
        expect.unreachable();
      } catch (error) {
        expect(isAppError(error) && error.errorName).toBe('TooManyTokens');
      }
    }
  });
});
