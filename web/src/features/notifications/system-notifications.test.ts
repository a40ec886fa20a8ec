import { describe, expect, it } from 'vitest';
import { askAgainAfterMs, notificationState } from './system-notifications';

const now = Date.parse('2025-06-01T12:00:00Z');

describe('notificationState', () => {
  it('knows a browser without notifications', () => {
    expect(notificationState(undefined, null, now)).toBe('unsupported');
  });

  it('shows them once granted, whatever was refused before', () => {
    expect(notificationState('granted', now - 1000, now)).toBe('granted');
  });

  it('does not ask again within a day of a refusal', () => {
    expect(notificationState('default', now - 1000, now)).toBe('later');
    expect(notificationState('default', now - askAgainAfterMs + 1, now)).toBe('later');
  });

  it('asks again a day later', () => {
    expect(notificationState('default', now - askAgainAfterMs, now)).toBe('ask');
    expect(notificationState('default', null, now)).toBe('ask');
  });

  it('reports a browser-level block once the day has passed', () => {
    expect(notificationState('denied', null, now)).toBe('blocked');
    expect(notificationState('denied', now - 1000, now)).toBe('later');
  });
});
