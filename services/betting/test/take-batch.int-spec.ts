import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { MatchingService } from '../src/matching/matching.service';
import { MatchedBet, Take, TakeBatch } from '../src/matching/take-batch';
import { Bettor, bettor } from './factories/bettor.factory';
import { scheduleMatch } from './factories/match.factory';
import { createOffer, matchOffer } from './factories/offer.factory';
import { BettingApp, startBettingApp } from './support/betting-app';

/** What a take's answer says, without the ids that differ from one fixture to the next. */
type Said =
  | { error: string; message: string }
  | { bet: { status: string; betAmount: string; takerSelection: string }; opponentName: string };

const said = (answer: MatchedBet | Error): Said =>
  answer instanceof Error
    ? { error: answer.constructor.name, message: answer.message }
    : {
        bet: {
          status: answer.bet.status,
          betAmount: answer.bet.betAmount,
          takerSelection: answer.bet.userB.selection,
        },
        opponentName: answer.opponentName,
      };

describe('A batch of takes (issue 31): each take answered as it would be alone', () => {
  let app: BettingApp;
  let batch: TakeBatch;
  let matchId: string;

  beforeAll(async () => {
    app = await startBettingApp();
    batch = app.app.get(TakeBatch);
    matchId = (await scheduleMatch(app)).matchId;
  });

  afterAll(async () => {
    await app?.close();
  });

  const take = (taker: Bettor, offerId: string, counterSelection = 'away_win'): Take => ({
    taker,
    offerId,
    dto: { counterSelection },
  });
  const offerOf = (amount: string, maker: Bettor = bettor(app, '100.00', { name: 'Grace Hopper' })) =>
    createOffer(app, maker, { matchId, betAmount: amount });
  const setLimit = async (user: Bettor, kind: string, amount: string) =>
    expect(
      (await app.api().put(`/api/p2p-betting/limits/${kind}`).set(user.auth).send({ amount })).status,
    ).toBe(200);
  const offerRow = async (offerId: string) =>
    (await app.db().query(`SELECT status, bet_id FROM offers WHERE id = $1`, [offerId]))[0];

  /** The four: a refused balance, a passed limit, a taken offer and a good take, on a new fixture. */
  async function theFour() {
    const poor = bettor(app, '5.00');
    const limited = bettor(app, '100.00');
    await setLimit(limited, 'stake-offer', '10.00');
    const late = bettor(app, '100.00');
    const good = bettor(app, '100.00', { name: 'Alan Turing' });
    const offers = [
      await offerOf('20.00'),
      await offerOf('20.00'),
      await offerOf('20.00'),
      await offerOf('20.00'),
    ];
    expect((await matchOffer(app, bettor(app), offers[2])).status).toBe(201);
    return {
      offers,
      takers: { poor, limited, late, good },
      takes: [
        take(poor, offers[0]),
        take(limited, offers[1]),
        take(late, offers[2]),
        take(good, offers[3], 'draw'),
      ],
    };
  }

  it('gives a refused balance, a passed limit, a taken offer and a good take four different, correct answers', async () => {
    const alone = await theFour();
    const aloneAnswers: Said[] = [];
    for (const one of alone.takes) aloneAnswers.push(said((await batch.run([one]))[0]));
    const together = await theFour();

    const answers = (await batch.run(together.takes)).map(said);

    expect(answers).toEqual(aloneAnswers);
    expect(answers).toEqual([
      { error: 'InsufficientBalanceError', message: 'Insufficient balance' },
      { error: 'BettingLimitReachedError', message: expect.stringContaining('stake limit per offer') },
      { error: 'OfferUnavailableError', message: 'Bet offer is no longer available' },
      {
        bet: { status: 'matched', betAmount: '20.00', takerSelection: 'draw' },
        opponentName: 'Grace Hopper',
      },
    ]);
    await app.settle();
    const { offers, takers } = together;
    expect(await offerRow(offers[0])).toEqual({ status: 'open', bet_id: null });
    expect(await offerRow(offers[1])).toEqual({ status: 'open', bet_id: null });
    expect((await offerRow(offers[3])).status).toBe('matched');
    expect(app.wallet.balance(takers.poor.id)).toEqual({ available: '5.00', held: '0.00' });
    expect(app.wallet.balance(takers.limited.id)).toEqual({ available: '100.00', held: '0.00' });
    expect(app.wallet.balance(takers.late.id)).toEqual({ available: '100.00', held: '0.00' });
    expect(app.wallet.balance(takers.good.id)).toEqual({ available: '80.00', held: '20.00' });
  });

  it('gives an offer two takers of one batch want to the first, and tells the second it is taken', async () => {
    const offerId = await offerOf('15.00');
    const [first, second] = [bettor(app, '50.00'), bettor(app, '50.00')];

    const answers = await batch.run([take(first, offerId), take(second, offerId)]);

    expect(said(answers[0])).toMatchObject({ bet: { status: 'matched', betAmount: '15.00' } });
    expect(said(answers[1])).toEqual({
      error: 'OfferUnavailableError',
      message: 'Bet offer is no longer available',
    });
    expect(await offerRow(offerId)).toEqual({ status: 'matched', bet_id: (answers[0] as MatchedBet).bet.id });
    await app.settle();
    expect(app.wallet.balance(first.id)).toEqual({ available: '35.00', held: '15.00' });
    expect(app.wallet.balance(second.id)).toEqual({ available: '50.00', held: '0.00' });
  });

  it('counts a taker’s earlier take of the batch against their daily limit, as one after the other would', async () => {
    const sequential = bettor(app, '100.00');
    const batched = bettor(app, '100.00');
    await setLimit(sequential, 'stake-day', '30.00');
    await setLimit(batched, 'stake-day', '30.00');
    const aloneAnswers = [
      said((await batch.run([take(sequential, await offerOf('20.00'))]))[0]),
      said((await batch.run([take(sequential, await offerOf('20.00'))]))[0]),
    ];

    const answers = await batch.run([
      take(batched, await offerOf('20.00')),
      take(batched, await offerOf('20.00')),
    ]);

    expect(answers.map(said)).toEqual(aloneAnswers);
    expect(aloneAnswers[0]).toMatchObject({ bet: { status: 'matched' } });
    expect(aloneAnswers[1]).toMatchObject({
      error: 'BettingLimitReachedError',
      message: expect.stringContaining('daily stake limit'),
    });
    await app.settle();
    expect(app.wallet.balance(batched.id)).toEqual({ available: '80.00', held: '20.00' });
  });

  it('refuses a missing offer, the taker’s own offer and a wrong counter selection, each with its own answer', async () => {
    const maker = bettor(app, '100.00');
    const own = await offerOf('10.00', maker);
    const other = await offerOf('10.00');
    const taker = bettor(app, '100.00');

    const answers = await batch.run([
      take(taker, '00000000-0000-4000-8000-000000000000'),
      take(maker, own),
      take(taker, other, 'home_win'),
      take(taker, other),
    ]);

    expect(answers.map(said)).toEqual([
      { error: 'OfferNotFoundError', message: expect.any(String) },
      { error: 'ForbiddenError', message: 'You cannot match your own bet offer' },
      { error: 'ValidationFailedError', message: 'Invalid counter selection' },
      expect.objectContaining({ bet: expect.objectContaining({ status: 'matched' }) }),
    ]);
  });

  it('sends takes that arrive together as one batch, and a lone take at once', async () => {
    const run = jest.spyOn(batch, 'run');
    const offers = await Promise.all(Array.from({ length: 10 }, () => offerOf('5.00')));
    const taker = bettor(app, '100.00');
    const matching = app.app.get(MatchingService);

    try {
      const answers = await Promise.all(
        offers.map((offerId) => matching.match(taker, offerId, { counterSelection: 'draw' })),
      );

      expect(answers.map((answer) => answer.bet.status)).toEqual(offers.map(() => 'matched'));
      // Two runs go at once, alone; the eight that arrived while both were busy go together.
      expect(run.mock.calls.map(([takes]) => takes.length)).toEqual([1, 1, 8]);
    } finally {
      run.mockRestore();
    }
  });
});
