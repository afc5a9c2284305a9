import { describe, expect, it } from '@jest/globals';
import { retryRetriable } from './retry-retriable';

const retriable = (message: string) => Object.assign(new Error(message), { retriable: true });

function clock() {
  let time = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => time,
    sleep: async (ms: number) => {
      slept.push(ms);
      time += ms;
    },
  };
}

describe('retryRetriable', () => {
  it('tries again with growing delays while the error is retriable, and returns the answer', async () => {
    const time = clock();
    const failures = [retriable('not the leader'), retriable('coordinator loading'), retriable('again')];
    let refreshed = 0;
    const answer = await retryRetriable(
      async () => {
        const failure = failures.shift();
        if (failure) throw failure;
        return 'offsets';
      },
      { withinMs: 10_000, beforeRetry: async () => refreshed++, ...time },
    );
    expect(answer).toBe('offsets');
    expect(time.slept).toEqual([100, 200, 400]);
    expect(refreshed).toBe(3);
  });

  it('throws a non-retriable error at once', async () => {
    const time = clock();
    const fatal = new Error('topic authorization failed');
    await expect(
      retryRetriable(async () => Promise.reject(fatal), { withinMs: 10_000, ...time }),
    ).rejects.toBe(fatal);
    expect(time.slept).toEqual([]);
  });

  it('gives up with the last error once its time is spent', async () => {
    const time = clock();
    let tries = 0;
    const attempt = retryRetriable(
      async () => {
        tries++;
        throw retriable(`try ${tries}`);
      },
      { withinMs: 1_100, maxDelayMs: 400, ...time },
    );
    await expect(attempt).rejects.toThrow('try 5');
    expect(time.slept).toEqual([100, 200, 400, 400]);
  });
});
