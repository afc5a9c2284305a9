import { describe, expect, it } from '@jest/globals';
import { median, percentile, ratio, summarize } from './stats';

describe(summarize.name, () => {
  it('reports nearest-rank percentiles of every sample', () => {
    const samples = Array.from({ length: 100 }, (_, index) => 100 - index);

    const summary = summarize(samples);

    expect(summary).toEqual({ count: 100, mean: 50.5, p50: 50, p95: 95, p99: 99, max: 100 });
  });

  it('answers NaN figures for an empty window rather than zeros that look measured', () => {
    const summary = summarize([]);

    expect(summary.count).toBe(0);
    expect(summary.p99).toBeNaN();
    expect(summary.mean).toBeNaN();
  });
});

describe(percentile.name, () => {
  it('picks the smallest value with the share at or below it', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4], 51)).toBe(3);
    expect(percentile([7], 99)).toBe(7);
  });
});

describe(median.name, () => {
  it('does not reorder its input', () => {
    const loads = [900, 100, 500];

    expect(median(loads)).toBe(500);
    expect(loads).toEqual([900, 100, 500]);
  });
});

describe(ratio.name, () => {
  it('is null when the reference is missing or zero', () => {
    expect(ratio(10, 4)).toBe(2.5);
    expect(ratio(10, 0)).toBeNull();
    expect(ratio(10, null)).toBeNull();
    expect(ratio(undefined, 3)).toBeNull();
  });
});
