import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './stats';

describe('latency statistics', () => {
  it('takes the nearest-rank percentile', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.95)).toBe(95);
    expect(percentile([7], 0.95)).toBe(7);
  });

  it('computes throughput from the wall time', () => {
    const summary = summarize([10, 20, 30, 40], 1, 2000);
    expect(summary).toMatchObject({ count: 4, errors: 1, throughput: 2, mean: 25, max: 40 });
  });
});
