import { Random } from './random';

/** P(X = k) for X ~ Poisson(lambda). */
export function poissonProbability(lambda: number, k: number): number {
  if (k < 0) return 0;
  let probability = Math.exp(-lambda);
  for (let index = 1; index <= k; index++) probability *= lambda / index;
  return probability;
}

/**
 * One draw from Poisson(lambda) by Knuth's multiplication method, which is exact and fast for the
 * small rates of a match minute (goals and cards per minute are far below 1).
 */
export function samplePoisson(random: Random, lambda: number): number {
  if (lambda <= 0) return 0;
  const limit = Math.exp(-lambda);
  let count = 0;
  let product = random.next();
  while (product > limit) {
    count++;
    product *= random.next();
  }
  return count;
}
