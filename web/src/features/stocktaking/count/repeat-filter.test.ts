import { describe, expect, it } from 'vitest';
import { repeatFilter } from './repeat-filter';

describe('the camera\'s and NFC\'s repeat filter', () => {
  it('counts a label held in view once, and again once it was out of view for the quiet time', () => {
    const fresh = repeatFilter(2_500);
    expect(fresh('AB-1', 0)).toBe(true);
    // Seen in every frame for 10 s: still the same scan.
    for (let time = 200; time <= 10_000; time += 200) expect(fresh('AB-1', time)).toBe(false);
    expect(fresh('AB-1', 13_000)).toBe(true);
  });

  it('takes another label at once, and the first again after it', () => {
    const fresh = repeatFilter(2_500);
    expect(fresh('AB-1', 0)).toBe(true);
    expect(fresh('AB-2', 100)).toBe(true);
    expect(fresh('AB-1', 200)).toBe(true);
  });
});
