import { describe, expect, it } from '@jest/globals';
import { poissonProbability, samplePoisson } from './poisson';
import { mulberry32 } from './random';

describe('Poisson generator', () => {
  it('is reproducible for a seed', () => {
    const sample = (seed: number) => {
      const random = mulberry32(seed);
      return Array.from({ length: 50 }, () => samplePoisson(random, 1.4));
    };

    expect(sample(11)).toEqual(sample(11));
    expect(sample(11)).not.toEqual(sample(12));
  });

  it.each([0.02, 0.5, 1.5, 2.8])('has mean and variance close to lambda = %p', (lambda) => {
    const random = mulberry32(2024);
    const samples = Array.from({ length: 40_000 }, () => samplePoisson(random, lambda));

    const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
    const variance = samples.reduce((sum, value) => sum + (value - mean) ** 2, 0) / samples.length;

    expect(Math.abs(mean - lambda)).toBeLessThan(0.05 * Math.max(lambda, 0.2));
    expect(Math.abs(variance - lambda)).toBeLessThan(0.08 * Math.max(lambda, 0.2));
  });

  it('never draws for a rate of zero', () => {
    expect(samplePoisson(mulberry32(1), 0)).toBe(0);
  });

  it('has a probability mass that sums to 1', () => {
    const total = Array.from({ length: 30 }, (_, k) => poissonProbability(2.5, k)).reduce((a, b) => a + b, 0);

    expect(total).toBeCloseTo(1, 10);
    expect(poissonProbability(2, 0)).toBeCloseTo(Math.exp(-2), 12);
    expect(poissonProbability(2, -1)).toBe(0);
  });
});
