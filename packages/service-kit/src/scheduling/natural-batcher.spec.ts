import { describe, expect, it } from '@jest/globals';
import { NaturalBatcher } from './natural-batcher';

/** A run whose batches the test sees and answers one by one. */
function controlledRun() {
  const runs: Array<{
    items: string[];
    answer: (results: Array<string | Error>) => void;
    fail: (error: Error) => void;
  }> = [];
  const run = (items: string[]) =>
    new Promise<Array<string | Error>>((answer, fail) => runs.push({ items, answer, fail }));
  return { runs, run };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe(NaturalBatcher.name, () => {
  it('sends a lone item at once, alone', async () => {
    const { runs, run } = controlledRun();
    const batcher = new NaturalBatcher(run, { maxItems: 10, concurrency: 1 });

    const result = batcher.submit('a');
    await settle();

    expect(runs.map(({ items }) => items)).toEqual([['a']]);
    runs[0].answer(['A']);
    await expect(result).resolves.toBe('A');
  });

  it('gathers what arrives while the run is busy into the next batch, in order', async () => {
    const { runs, run } = controlledRun();
    const batcher = new NaturalBatcher(run, { maxItems: 10, concurrency: 1 });

    const first = batcher.submit('a');
    await settle();
    const later = ['b', 'c', 'd'].map((item) => batcher.submit(item));
    await settle();
    expect(runs).toHaveLength(1);
    runs[0].answer(['A']);
    await settle();

    expect(runs.map(({ items }) => items)).toEqual([['a'], ['b', 'c', 'd']]);
    runs[1].answer(['B', 'C', 'D']);
    await expect(first).resolves.toBe('A');
    await expect(Promise.all(later)).resolves.toEqual(['B', 'C', 'D']);
  });

  it('takes at most maxItems per run and runs up to `concurrency` batches at once', async () => {
    const { runs, run } = controlledRun();
    const batcher = new NaturalBatcher(run, { maxItems: 2, concurrency: 2 });

    const results = ['a', 'b', 'c', 'd', 'e'].map((item) => batcher.submit(item));
    await settle();
    // 'a' went alone at once; 'b' too (a second run was free); the rest wait for one to end.
    expect(runs.map(({ items }) => items)).toEqual([['a'], ['b']]);
    runs[0].answer(['A']);
    await settle();
    expect(runs.map(({ items }) => items)).toEqual([['a'], ['b'], ['c', 'd']]);
    runs[1].answer(['B']);
    await settle();
    expect(runs.map(({ items }) => items)).toEqual([['a'], ['b'], ['c', 'd'], ['e']]);
    runs[2].answer(['C', 'D']);
    runs[3].answer(['E']);

    await expect(Promise.all(results)).resolves.toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('fails only the item whose result is an error; a run that throws fails its items, and the next goes on', async () => {
    const { runs, run } = controlledRun();
    const batcher = new NaturalBatcher(run, { maxItems: 10, concurrency: 1 });

    // Each outcome kept as it comes: a refusal not yet awaited must not count as unhandled.
    const outcome = (item: string) => batcher.submit(item).catch((error: Error) => error);
    const a = outcome('a');
    await settle();
    const [b, c] = ['b', 'c'].map(outcome);
    runs[0].fail(new Error('wallet down'));
    await settle();
    runs[1].answer([new Error('refused b'), 'C']);
    const d = outcome('d');
    await settle();
    runs[2].answer(['D']);

    expect(await Promise.all([a, b, c, d])).toEqual([
      new Error('wallet down'),
      new Error('refused b'),
      'C',
      'D',
    ]);
  });

  it('fails every item of a run answered with the wrong number of results', async () => {
    const { runs, run } = controlledRun();
    const batcher = new NaturalBatcher(run, { maxItems: 10, concurrency: 1 });

    const a = batcher.submit('a').catch((error: Error) => error);
    await settle();
    runs[0].answer([]);

    expect(await a).toEqual(new Error('A batch of 1 was answered with 0 results'));
  });
});
