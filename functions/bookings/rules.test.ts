import { describe, expect, it } from 'vitest';
import { fits, overlaps, peakHeld } from './rules';

const at = (hour: number) => new Date(Date.UTC(2026, 0, 10, hour)).toISOString();
const held = (from: number, to: number, quantity = 1) => ({ start: at(from), end: at(to), quantity });
const period = (from: number, to: number) => ({ start: at(from), end: at(to) });

describe('booking conflicts', () => {
  it('treats periods as half-open: an end equal to the next start is no overlap', () => {
    expect(overlaps(period(9, 10), period(10, 11))).toBe(false);
    expect(overlaps(period(10, 11), period(9, 10))).toBe(false);
    expect(overlaps(period(9, 11), period(10, 12))).toBe(true);
    expect(overlaps(period(9, 12), period(10, 11))).toBe(true);
  });

  it('lets a single item be booked back to back but not twice at once', () => {
    const existing = [held(9, 10), held(12, 14)];
    expect(fits(1, existing, period(10, 12), 1)).toBe(true);
    expect(fits(1, existing, period(10, 13), 1)).toBe(false);
    expect(fits(1, existing, period(8, 9), 1)).toBe(true);
  });

  it('counts the peak of a batch, not the sum of everything in the period', () => {
    // 3 held 9-11 and 4 held 11-13 never overlap: the peak is 4, not 7.
    const existing = [held(9, 11, 3), held(11, 13, 4)];
    expect(peakHeld(existing, period(8, 14))).toBe(4);
    expect(fits(10, existing, period(8, 14), 6)).toBe(true);
    expect(fits(10, existing, period(8, 14), 7)).toBe(false);
  });

  it('finds a peak where bookings stack inside the period', () => {
    const existing = [held(9, 12, 2), held(10, 11, 3), held(11, 15, 1), held(14, 16, 5)];
    expect(peakHeld(existing, period(9, 13))).toBe(5);
    expect(peakHeld(existing, period(11, 13))).toBe(3);
    expect(peakHeld(existing, period(12, 14))).toBe(1);
    expect(peakHeld(existing, period(13, 15))).toBe(6);
  });

  it('ignores holdings outside the period, touching its edges', () => {
    expect(peakHeld([held(6, 9, 5), held(13, 15, 5)], period(9, 13))).toBe(0);
  });
});
