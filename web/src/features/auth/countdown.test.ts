import { describe, expect, it } from 'vitest';
import { deadlineIn, formatCountdown, secondsUntil } from './countdown';

describe('formatCountdown', () => {
  it('shows minutes and seconds with two digits each', () => {
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('keeps counting minutes past an hour (a 15-minute sign-in pause is 15:00)', () => {
    expect(formatCountdown(15 * 60)).toBe('15:00');
    expect(formatCountdown(61 * 60 + 1)).toBe('61:01');
  });

  it('never shows a negative or fractional time', () => {
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(4.2)).toBe('00:05');
  });
});

describe('secondsUntil', () => {
  it('rounds a partial second up, so 00:00 shows only when the wait is over', () => {
    expect(secondsUntil(10_500, 10_000)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(70_000, 10_000)).toBe(60);
  });

  it('is zero once the deadline has passed', () => {
    expect(secondsUntil(5_000, 10_000)).toBe(0);
  });
});

describe('deadlineIn', () => {
  it('turns the server retryAfter seconds into a deadline', () => {
    expect(deadlineIn(60, 1_000)).toBe(61_000);
    expect(deadlineIn(-3, 1_000)).toBe(1_000);
  });
});
