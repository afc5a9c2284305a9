import { describe, expect, it } from '@jest/globals';
import { asResponse, recorded, RecordedAnswer } from '../../../test/support/recorded-answers';
import { TestClock } from '@p2p/testing';
import { FeedRequestError, FootballDataClient } from './football-data.client';
import type { FdMatchList } from './football-data.types';
import { RequestBudget } from './request-budget';

function clientAnswering(...answers: RecordedAnswer[]) {
  const clock = new TestClock('2026-03-14T17:58:00Z');
  const budget = new RequestBudget(10, clock);
  const requests: Array<{ url: string; token: string | null }> = [];
  const fetchRecorded = (async (url: URL, init?: RequestInit) => {
    requests.push({ url: String(url), token: new Headers(init?.headers).get('X-Auth-Token') });
    const answer = answers.shift();
    if (!answer) throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') });
    return asResponse(answer);
  }) as typeof fetch;
  const client = new FootballDataClient({
    baseUrl: 'https://api.football-data.org/v4/',
    apiKey: 'secret-token',
    timeoutMs: 1000,
    budget,
    fetch: fetchRecorded,
  });
  return { client, budget, clock, requests };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => error as FeedRequestError,
  );

describe(FootballDataClient.name, () => {
  it('sends the token as X-Auth-Token and reads the quota headers of the answer', async () => {
    const { client, requests } = clientAnswering(recorded('match-live'));

    const answer = await client.get<FdMatchList>('/matches', { ids: '538311' });

    expect(requests).toEqual([
      { url: 'https://api.football-data.org/v4/matches?ids=538311', token: 'secret-token' },
    ]);
    expect(answer.quota).toEqual({ available: 8, resetSeconds: 47 });
    expect(answer.body.matches[0].status).toBe('IN_PLAY');
  });

  it('turns an error answer into an error with its status and the API message, never the token', async () => {
    const { client } = clientAnswering(recorded('error-403'));

    const error = await failure(client.get('/competitions/PL/teams'));

    expect(error).toBeInstanceOf(FeedRequestError);
    expect(error).toMatchObject({ kind: 'http', status: 403, retryAfterSeconds: null });
    expect(error.message).toContain('restricted');
    expect(error.message).not.toContain('secret-token');
  });

  it('on a 429 backs the whole budget off until the counter resets (X-RequestCounter-Reset)', async () => {
    const { client, budget, clock } = clientAnswering(recorded('error-429'), recorded('match-live'));

    const error = await failure(client.get('/matches', { ids: '538311' }));

    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterSeconds: 32 });
    expect(budget.backingOffUntil()).toEqual(new Date('2026-03-14T17:58:32Z'));
    expect(await failure(client.get('/matches'))).toMatchObject({ kind: 'budget-spent' });
    clock.advance(32_000);
    expect((await client.get<FdMatchList>('/matches')).body.matches).toHaveLength(1);
  });

  it('reads the wait from the message when a 429 has no reset header', async () => {
    const { headers, ...answer } = recorded('error-429');
    const { 'X-RequestCounter-Reset': _reset, ...others } = headers;
    const { client } = clientAnswering({ ...answer, headers: others });

    expect(await failure(client.get('/matches'))).toMatchObject({
      kind: 'rate-limited',
      retryAfterSeconds: 32,
    });
  });

  it('reports a network failure as one, and a body that is not JSON as an invalid answer', async () => {
    const { client } = clientAnswering({ status: 200, headers: {}, body: undefined });

    expect(await failure(client.get('/matches'))).toMatchObject({ kind: 'invalid-answer' });
    const down = await failure(client.get('/matches'));
    expect(down).toMatchObject({ kind: 'network' });
    expect(down.message).toContain('ECONNREFUSED');
  });
});
