/** A source of uniform numbers in [0, 1). */
export interface Random {
  next(): number;
}

/**
 * Independent, reproducible streams derived from one seed. A stream is named by what it decides
 * (a match's kick-off, one minute of a match), so the outcome of a minute does not depend on the
 * order replicas or ticks visit matches in, and two replicas that both simulated it would agree.
 */
export interface RandomSource {
  stream(...keys: Array<string | number>): Random;
}

/** mulberry32: a small, fast 32-bit generator, good enough for a simulation (not for secrets). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

/** FNV-1a over the text, then murmur3's finaliser so near keys give unrelated seeds. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

export function seededRandomSource(seed: number): RandomSource {
  return { stream: (...keys) => mulberry32(hash32(`${seed}|${keys.join('|')}`)) };
}

/** An integer in [min, max]. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random.next() * (max - min + 1));
}

export function pickWeighted<T>(random: Random, choices: ReadonlyArray<readonly [T, number]>): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [choice, weight] of choices) {
    roll -= weight;
    if (roll < 0) return choice;
  }
  return choices[choices.length - 1][0];
}

export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random.next() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

/** A version-4-shaped UUID drawn from the stream: seeded data gets the same ids on every run. */
export function randomUuid(random: Random): string {
  const hex = Array.from({ length: 4 }, () =>
    Math.floor(random.next() * 2 ** 32)
      .toString(16)
      .padStart(8, '0'),
  ).join('');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
