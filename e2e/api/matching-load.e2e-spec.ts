import { beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@p2p/testing';
import {
  adminToken,
  Api,
  balanceOf,
  cents,
  fundBettors,
  registerBettor,
  RegisteredBettor,
  scheduleTestMatch,
} from '../support/bettors';
import { bounded } from '@p2p/scripts';
import { useTestPlatform } from '../support/test-platform';

const MAKERS = 10;
const TAKERS = 40;
const MATCHES = 4;
const OFFERS = 1_000;
const ATTEMPTS_PER_OFFER = 10;
const IN_FLIGHT = 64;
const EXCHANGE_OFFERS = 100;
const PARTS_PER_OFFER = 10;
const HOUR_MS = 3_600_000;

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

describe('matching under load through the gateway', () => {
  // The exchange's rate is its default (2%), which the second test's figures use.
  const platform = useTestPlatform({
    FOOTBALL_TEST_CONTROLS: 'true',
    // One process hosts every service and the load: on a busy two-core machine a hold can take
    // seconds, and this test is about races, not about timeouts.
    // The same holds for the gateway's upstream timeout: a take answered 504 while its bet still
    // commits would be miscounted.
    WALLET_TIMEOUT_MS: '30000',
    UPSTREAM_TIMEOUT_MS: '60000',
    SWEEPER_STUCK_AFTER_MS: '120000',
  });
  let api: Api;
  let makers: RegisteredBettor[];
  let takers: RegisteredBettor[];
  let matchIds: string[];
  let deposited = 0n;
  const netOf = new Map<string, string>();
  const everyone = () => [...makers, ...takers];
  const totalMoney = async () =>
    (await Promise.all(everyone().map((bettor) => balanceOf(api, bettor)))).reduce(
      (sum, balance) => sum + cents(balance.total),
      0n,
    );
  /** Full time for these matches, then until every bet settled: nothing left held by anyone. */
  const finishAndSettle = async (ids: readonly string[], score: { home: number; away: number }) => {
    for (const matchId of ids) {
      const finished = await api('POST', `/api/football/test/matches/${matchId}/finish`, {
        token: adminToken(),
        body: score,
      });
      expect(finished.status).toBe(200);
    }
    await eventually(
      async () => {
        const balances = await Promise.all(everyone().map((bettor) => balanceOf(api, bettor)));
        expect(balances.every((balance) => balance.held === '0.00')).toBe(true);
      },
      120_000,
      500,
    );
  };

  beforeAll(async () => {
    api = platform.api;
    makers = await bounded(
      Array.from({ length: MAKERS }, (_, index) => () => registerBettor(api, `Maker ${index}`)),
      8,
    );
    takers = await bounded(
      Array.from({ length: TAKERS }, (_, index) => () => registerBettor(api, `Taker ${index}`)),
      8,
    );
    const nets = await fundBettors(api, everyone(), '200.00', { inFlight: 8 });
    deposited = nets.reduce((sum, net) => sum + cents(net), 0n);
    everyone().forEach((bettor, index) => netOf.set(bettor.id, nets[index]));
    matchIds = [];
    for (let index = 0; index < MATCHES; index++) {
      matchIds.push(
        await scheduleTestMatch(api, { startTime: new Date(Date.now() + (2 + index) * HOUR_MS) }),
      );
    }
  }, 300_000);

  it('turns 10,000 take attempts on 1,000 offers into exactly 1,000 bets, conserving every dollar', async () => {
    const offers = await bounded(
      Array.from({ length: OFFERS }, (_, index) => async () => {
        const maker = makers[index % MAKERS];
        const response = await api('POST', '/api/p2p-betting/offers', {
          token: maker.token,
          body: { matchId: matchIds[index % MATCHES], betAmount: '1.00', betSelection: 'home_win' },
        });
        expect(response.status).toBe(201);
        return { id: response.body.data.id as string, makerId: maker.id };
      }),
      IN_FLIGHT,
    );

    const attempts = shuffled(
      offers.flatMap((offer) =>
        Array.from({ length: ATTEMPTS_PER_OFFER }, () => ({
          offer,
          taker: takers[Math.floor(Math.random() * TAKERS)],
        })),
      ),
    );
    const answers = await bounded(
      attempts.map(({ offer, taker }) => async () => {
        const counterSelection = Math.random() < 0.5 ? 'draw' : 'away_win';
        const response = await api('POST', `/api/p2p-betting/offers/${offer.id}/match`, {
          token: taker.token,
          body: { counterSelection },
        });
        return {
          offerId: offer.id,
          makerId: offer.makerId,
          takerId: taker.id,
          counterSelection,
          status: response.status,
          message: response.body.message as string,
        };
      }),
      IN_FLIGHT,
    );

    const taken = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(taken).toHaveLength(OFFERS);
    expect(new Set(taken.map((answer) => answer.offerId)).size).toBe(OFFERS);
    expect(new Set(refused.map((answer) => `${answer.status} ${answer.message}`))).toEqual(
      new Set(['409 Bet offer is no longer available']),
    );

    // The bets as betting records them, and the money as the wallet holds it.
    let bets = 0;
    for (const taker of takers) {
      const mine = await api('GET', '/api/p2p-betting/my-bets?limit=1', { token: taker.token });
      bets += mine.body.count as number;
    }
    expect(bets).toBe(OFFERS);
    const held = (await Promise.all(everyone().map((bettor) => balanceOf(api, bettor)))).reduce(
      (sum, balance) => sum + cents(balance.held),
      0n,
    );
    expect(held).toBe(2n * 100n * BigInt(OFFERS));
    expect(await totalMoney()).toBe(deposited);

    // Full time: every bet settles, nothing stays held, and still no dollar appeared or vanished.
    await finishAndSettle(matchIds, { home: 1, away: 1 });
    expect(await totalMoney()).toBe(deposited);
    // 1-1: home win lost everywhere; a taker who picked the draw won the maker's dollar, away win was a push.
    const drawsWon = (userId: string, side: 'makerId' | 'takerId') =>
      taken.filter((answer) => answer[side] === userId && answer.counterSelection === 'draw').length;
    for (const bettor of everyone()) {
      const balance = await balanceOf(api, bettor);
      const change = BigInt(drawsWon(bettor.id, 'takerId') - drawsWon(bettor.id, 'makerId')) * 100n;
      expect(cents(balance.total)).toBe(cents(netOf.get(bettor.id) as string) + change);
    }
  }, 600_000);

  it('turns 2,000 attempts at $1 parts of 100 exchange offers into exactly 1,000 parts, conserving every dollar', async () => {
    const exchangeMatches: string[] = [];
    for (let index = 0; index < MATCHES; index++) {
      exchangeMatches.push(
        await scheduleTestMatch(api, { startTime: new Date(Date.now() + (2 + index) * HOUR_MS) }),
      );
    }
    const before = new Map<string, bigint>();
    for (const bettor of everyone()) before.set(bettor.id, cents((await balanceOf(api, bettor)).total));
    const offers = await bounded(
      Array.from({ length: EXCHANGE_OFFERS }, (_, index) => async () => {
        const maker = makers[index % MAKERS];
        const response = await api('POST', '/api/p2p-betting/exchange/offers', {
          token: maker.token,
          body: {
            matchId: exchangeMatches[index % MATCHES],
            selection: 'home_win',
            side: 'back',
            odds: '2.0',
            stake: '10.00',
          },
        });
        expect(response.status).toBe(201);
        return {
          id: response.body.data.id as string,
          makerId: maker.id,
          matchId: exchangeMatches[index % MATCHES],
        };
      }),
      IN_FLIGHT,
    );

    const attempts = shuffled(
      offers.flatMap((offer) =>
        Array.from({ length: 2 * PARTS_PER_OFFER }, () => ({
          offer,
          taker: takers[Math.floor(Math.random() * TAKERS)],
        })),
      ),
    );
    const answers = await bounded(
      attempts.map(({ offer, taker }) => async () => {
        const response = await api('POST', `/api/p2p-betting/exchange/offers/${offer.id}/take`, {
          token: taker.token,
          body: { amount: '1.00' },
        });
        return {
          offer,
          takerId: taker.id,
          status: response.status,
          message: response.body.message as string,
        };
      }),
      IN_FLIGHT,
    );

    const taken = answers.filter((answer) => answer.status === 201);
    expect(taken).toHaveLength(EXCHANGE_OFFERS * PARTS_PER_OFFER);
    for (const offer of offers) {
      expect(taken.filter((answer) => answer.offer.id === offer.id)).toHaveLength(PARTS_PER_OFFER);
    }
    expect(
      new Set(
        answers
          .filter((answer) => answer.status !== 201)
          .map((answer) => `${answer.status} ${answer.message}`),
      ),
    ).toEqual(new Set(['409 Bet offer is no longer available']));
    // Each part holds the maker's $1 and the taker's $1 liability at 2.0.
    const held = (await Promise.all(everyone().map((bettor) => balanceOf(api, bettor)))).reduce(
      (sum, balance) => sum + cents(balance.held),
      0n,
    );
    expect(held).toBe(2n * 100n * BigInt(taken.length));

    await finishAndSettle(exchangeMatches, { home: 0, away: 0 });
    // 0-0: every back of Home lost. Each layer won $1 a part, less 2% on their net per match's market.
    const commissionBps = 200n;
    for (const bettor of everyone()) {
      const lost = taken.filter((answer) => answer.offer.makerId === bettor.id).length;
      let won = 0n;
      for (const matchId of exchangeMatches) {
        const parts = BigInt(
          taken.filter((answer) => answer.takerId === bettor.id && answer.offer.matchId === matchId).length,
        );
        won += parts * 100n - (parts * 100n * commissionBps) / 10000n;
      }
      expect(cents((await balanceOf(api, bettor)).total)).toBe(
        (before.get(bettor.id) as bigint) - BigInt(lost) * 100n + won,
      );
    }
  }, 600_000);
});
