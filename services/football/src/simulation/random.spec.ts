import { describe, expect, it } from '@jest/globals';
import { mulberry32, randomUuid, seededRandomSource, shuffled } from './random';

const draws = (random: { next(): number }, count: number) =>
  Array.from({ length: count }, () => random.next());

describe('seeded random', () => {
  it('repeats the same sequence for the same seed', () => {
    expect(draws(mulberry32(42), 5)).toEqual(draws(mulberry32(42), 5));
  });

  it('gives different sequences for different seeds', () => {
    expect(draws(mulberry32(42), 5)).not.toEqual(draws(mulberry32(43), 5));
  });

  it('draws uniformly in [0, 1)', () => {
    const values = draws(mulberry32(7), 20_000);

    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean).toBeCloseTo(0.5, 1);
  });

  it('derives a reproducible stream per key, independent of the order streams are asked for', () => {
    const source = seededRandomSource(9);
    const first = draws(source.stream('match-1', 'minute', 3), 3);
    draws(source.stream('match-2', 'minute', 3), 3);

    expect(draws(seededRandomSource(9).stream('match-1', 'minute', 3), 3)).toEqual(first);
    expect(draws(source.stream('match-1', 'minute', 4), 3)).not.toEqual(first);
  });

  it('draws UUIDs of version 4 shape, the same for the same stream', () => {
    const id = randomUuid(mulberry32(5));

    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(randomUuid(mulberry32(5))).toBe(id);
  });

  it('shuffles without losing or adding items', () => {
    const items = Array.from({ length: 20 }, (_, index) => index);

    const result = shuffled(mulberry32(3), items);

    expect([...result].sort((a, b) => a - b)).toEqual(items);
    expect(result).not.toEqual(items);
  });
});
