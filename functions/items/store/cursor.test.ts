import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

describe('list cursor', () => {
  it('reads back the sort key it was made with, for the same sort only', () => {
    const cursor = encodeCursor('title', 'desk#0000000a');
    expect(decodeCursor(cursor, 'title')).toBe('desk#0000000a');
    expect(() => decodeCursor(cursor, '-title')).toThrow(expect.objectContaining({ errorName: 'ValidationError', details: { fields: { after: 'invalid_rule_cursor' } } }));
  });

  it('refuses anything it did not make', () => {
    for (const bad of ['', 'x', Buffer.from('{"s":"title"}').toString('base64url'), Buffer.from('[]').toString('base64url')]) {
      expect(() => decodeCursor(bad, 'title')).toThrow(expect.objectContaining({ errorName: 'ValidationError' }));
    }
  });
});
