import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { BetOffer } from '@p2p/contracts';
import { randomUUID } from 'node:crypto';
import { NewOffer, OfferBatch } from '../src/offers/offer-batch';
import { Offer } from '../src/offers/offer.entity';
import { OffersService } from '../src/offers/offers.service';
import { suspend } from './factories/account-status.factory';
import { Bettor, bettor } from './factories/bettor.factory';
import { scheduleMatch } from './factories/match.factory';
import { BettingApp, startBettingApp } from './support/betting-app';

/** What an offer's answer says, without the ids that differ from one fixture to the next. */
const said = (answer: BetOffer | Error) =>
  answer instanceof Error
    ? { error: answer.constructor.name, message: answer.message }
    : { status: answer.status, betAmount: answer.betAmount };

describe('A batch of new offers (issue 31): each offer answered as it would be alone', () => {
  let app: BettingApp;
  let batch: OfferBatch;
  let matchId: string;

  beforeAll(async () => {
    app = await startBettingApp();
    batch = app.app.get(OfferBatch);
    matchId = (await scheduleMatch(app)).matchId;
  });

  afterAll(async () => {
    await app?.close();
  });

  /** A new offer as the service builds it after validating the request. */
  const newOffer = (maker: Bettor, amount: bigint, onMatch = matchId): NewOffer => ({
    offer: app.db().getRepository(Offer).create({
      id: randomUUID(),
      userId: maker.id,
      username: maker.username,
      userName: maker.name,
      matchId: onMatch,
      amountCents: amount,
      selection: 'home_win',
      description: null,
      status: 'pending',
      visibility: 'public',
      privateToUserId: null,
      linkTokenHash: null,
    }),
  });
  const setLimit = async (user: Bettor, kind: string, amount: string) =>
    expect(
      (await app.api().put(`/api/p2p-betting/limits/${kind}`).set(user.auth).send({ amount })).status,
    ).toBe(200);
  const offerRow = async (offerId: string) =>
    (await app.db().query(`SELECT status, rejection_reason FROM offers WHERE id = $1`, [offerId]))[0];

  /** A refused balance, a passed limit, a suspended maker, an unknown match and a good offer, on a new fixture. */
  async function theFive(): Promise<NewOffer[]> {
    const poor = bettor(app, '5.00');
    const limited = bettor(app, '100.00');
    await setLimit(limited, 'stake-offer', '10.00');
    const suspended = bettor(app, '100.00');
    await suspend(app, suspended);
    return [
      newOffer(poor, 2000n),
      newOffer(limited, 2000n),
      newOffer(suspended, 2000n),
      newOffer(bettor(app, '100.00'), 2000n, `match-${randomUUID()}`),
      newOffer(bettor(app, '100.00'), 2000n),
    ];
  }

  it('gives a refused balance, a passed limit, a suspended maker, an unknown match and a good offer their own answers', async () => {
    const aloneAnswers = [];
    for (const one of await theFive()) aloneAnswers.push(said((await batch.run([one]))[0]));
    const together = await theFive();

    const answers = (await batch.run(together)).map(said);

    expect(answers).toEqual(aloneAnswers);
    expect(answers).toEqual([
      { error: 'InsufficientBalanceError', message: 'Insufficient balance' },
      { error: 'BettingLimitReachedError', message: expect.stringContaining('stake limit per offer') },
      { error: 'AccountSuspendedError', message: expect.any(String) },
      { error: 'MatchNotFoundError', message: expect.any(String) },
      { status: 'open', betAmount: '20.00' },
    ]);
    await app.settle();
    expect(await offerRow(together[0].offer.id)).toEqual({
      status: 'rejected',
      rejection_reason: 'Insufficient balance',
    });
    for (const refused of together.slice(1, 4)) expect(await offerRow(refused.offer.id)).toBeUndefined();
    expect(app.wallet.balance(together[0].offer.userId)).toEqual({ available: '5.00', held: '0.00' });
    expect(app.wallet.balance(together[4].offer.userId)).toEqual({ available: '80.00', held: '20.00' });
    expect(
      app.published('betting.OfferCreated').filter((event) => event.key === together[4].offer.id),
    ).toHaveLength(1);
  });

  it('counts a maker’s earlier offer of the batch against their daily limit, as one after the other would', async () => {
    const sequential = bettor(app, '100.00');
    const batched = bettor(app, '100.00');
    await setLimit(sequential, 'stake-day', '30.00');
    await setLimit(batched, 'stake-day', '30.00');
    const aloneAnswers = [
      said((await batch.run([newOffer(sequential, 2000n)]))[0]),
      said((await batch.run([newOffer(sequential, 2000n)]))[0]),
    ];

    const answers = await batch.run([newOffer(batched, 2000n), newOffer(batched, 2000n)]);

    expect(answers.map(said)).toEqual(aloneAnswers);
    expect(aloneAnswers).toEqual([
      { status: 'open', betAmount: '20.00' },
      { error: 'BettingLimitReachedError', message: expect.stringContaining('daily stake limit') },
    ]);
    await app.settle();
    expect(app.wallet.balance(batched.id)).toEqual({ available: '80.00', held: '20.00' });
  });

  it('sends offers made together as one batch, and a lone offer at once', async () => {
    const run = jest.spyOn(batch, 'run');
    const maker = bettor(app, '100.00');
    const offers = app.app.get(OffersService);

    try {
      const made = await Promise.all(
        Array.from({ length: 10 }, () =>
          offers.create(maker, { matchId, betAmount: '5.00', betSelection: 'draw' }),
        ),
      );

      expect(made.map((offer) => offer.status)).toEqual(made.map(() => 'open'));
      // Two runs go at once, alone; the eight that arrived while both were busy go together.
      expect(run.mock.calls.map(([batched]) => batched.length)).toEqual([1, 1, 8]);
    } finally {
      run.mockRestore();
    }
    await app.settle();
    expect(app.wallet.balance(maker.id)).toEqual({ available: '50.00', held: '50.00' });
  });
});
