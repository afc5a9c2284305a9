import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { BetSettled, createEvent, Money, OfferMatched, Topics } from '@p2p/contracts';
import type { EscrowTrail } from '@p2p/contracts/api';
import { randomUUID } from 'node:crypto';
import { EscrowTrailService } from '../src/escrow-trail/escrow-trail.service';
import { betSettled, offerEvent } from './factories/betting-events';
import { heldExchangeBet } from './factories/exchange-bets';
import { credit } from './factories/funds';
import { registerAdmin, registerUser, RegisteredUser } from './factories/users';
import { expectLedgerConsistent } from './support/ledger-check';
import { bearer, internalHeaders, startWalletApp, WalletApp } from './support/wallet-app';

const COMMISSION_BPS = 250;

describe(`${EscrowTrailService.name}: GET /api/wallet/bets/{betId}/escrow`, () => {
  let wallet: WalletApp;
  let admin: RegisteredUser;
  const hold = (key: string, userId: string, amount: string) =>
    wallet.api().post('/internal/holds').set(internalHeaders).send({ key, userId, amount }).expect(200);
  const publish = async (...events: ReturnType<typeof createEvent>[]) => {
    await wallet.bus.publish(Topics.betting, events);
    await wallet.bus.idle();
  };
  const trailOf = (betId: string, who?: RegisteredUser) => {
    const request = wallet.api().get(`/api/wallet/bets/${encodeURIComponent(betId)}/escrow`);
    return who ? request.set(bearer(who.token)) : request;
  };
  const fundedUser = async (dollars: string) => {
    const user = await registerUser(wallet);
    await credit(wallet, user.id, dollars);
    return user;
  };
  const sumOf = (rows: EscrowTrail['rows'], step: string) =>
    Money.format(
      rows.filter((row) => row.step === step).reduce((sum, row) => sum + Money.toCents(row.amount), 0n),
    );

  /** An offer held and taken, as betting drives the wallet: maker's hold, taker's hold, OfferMatched. */
  const matchedBet = async (stake: string) => {
    const maker = await fundedUser('100.00');
    const taker = await fundedUser('100.00');
    const matched: OfferMatched = {
      offerId: randomUUID(),
      betId: randomUUID(),
      matchId: randomUUID(),
      makerId: maker.id,
      takerId: taker.id,
      stake,
      makerSelection: 'home_win',
      takerSelection: 'away_win',
    };
    await hold(`offer:${matched.offerId}`, maker.id, stake);
    await hold(`bet:${matched.betId}`, taker.id, stake);
    await publish(createEvent('betting.OfferMatched', matched.offerId, matched));
    return { maker, taker, matched };
  };
  const settle = (matched: OfferMatched, overrides: Partial<BetSettled>) =>
    publish(
      betSettled({
        betId: matched.betId,
        offerId: matched.offerId,
        matchId: matched.matchId,
        makerId: matched.makerId,
        takerId: matched.takerId,
        stake: matched.stake,
        ...overrides,
      }),
    );

  beforeAll(async () => {
    wallet = await startWalletApp({ BET_COMMISSION_BPS: String(COMMISSION_BPS) });
    admin = await registerAdmin(wallet);
  });

  afterEach(async () => {
    await expectLedgerConsistent(wallet.dataSource);
    expect(wallet.bus.events(`${Topics.betting}.dlq`)).toEqual([]);
  });

  afterAll(async () => {
    await wallet?.close();
  });

  it('shows a won bet held twice, captured from both sides, paid to the winner less the commission', async () => {
    const { maker, taker, matched } = await matchedBet('40.00');
    await settle(matched, { winnerId: taker.id });

    const response = await trailOf(matched.betId, maker).expect(200);

    const trail = response.body.data as EscrowTrail;
    expect(trail).toMatchObject({
      betId: matched.betId,
      stake: '40.00',
      sides: [
        { role: 'maker', userId: maker.id, username: maker.username },
        { role: 'taker', userId: taker.id, username: taker.username },
      ],
      // 2.5% of the $80 pot.
      commission: {
        rateBps: 250,
        amount: '2.00',
        rule: "2.5% of the pot, taken from the loser's stake (BET_COMMISSION_BPS)",
      },
    });
    expect(trail.rows.map(({ step, userId, amount }) => ({ step, userId, amount }))).toEqual([
      { step: 'held', userId: maker.id, amount: '40.00' },
      { step: 'held', userId: taker.id, amount: '40.00' },
      { step: 'captured', userId: maker.id, amount: '40.00' },
      { step: 'captured', userId: taker.id, amount: '40.00' },
      { step: 'paid', userId: taker.id, amount: '78.00' },
      { step: 'commission', userId: maker.id, amount: '2.00' },
    ]);
    expect(sumOf(trail.rows, 'held')).toBe('80.00');
    expect(sumOf(trail.rows, 'captured')).toBe('80.00');
    expect(Money.toCents(sumOf(trail.rows, 'paid')) + Money.toCents(sumOf(trail.rows, 'commission'))).toBe(
      8000n,
    );

    const transactions: Array<{ id: string; type: string; ref: string; created_at: Date }> =
      await wallet.dataSource.query(
        `SELECT id, type, ref, created_at FROM ledger_transactions WHERE ref = ANY($1::text[]) ORDER BY created_at`,
        [[`offer:${matched.offerId}`, `bet:${matched.betId}`, matched.betId]],
      );
    expect(trail.rows.map((row) => row.transactionId)).toEqual([
      transactions[0].id,
      transactions[1].id,
      ...Array(4).fill(transactions[2].id),
    ]);
    expect(transactions[2]).toMatchObject({ type: 'bet_settlement', ref: matched.betId });
    expect(trail.rows.at(-1)?.at).toBe(transactions[2].created_at.toISOString());
  });

  it('keeps the rate the bet was settled at, not today’s', async () => {
    const { maker, matched } = await matchedBet('10.00');
    await settle(matched, { winnerId: maker.id });
    // As if BET_COMMISSION_BPS were later changed: the trail still states the rate of its settlement.
    await wallet.dataSource.query(`UPDATE bet_escrows SET commission_bps = 100 WHERE bet_id = $1`, [
      matched.betId,
    ]);

    const trail = (await trailOf(matched.betId, maker).expect(200)).body.data as EscrowTrail;

    expect(trail.commission).toEqual({
      rateBps: 100,
      amount: '0.50',
      rule: "1% of the pot, taken from the loser's stake (BET_COMMISSION_BPS)",
    });
  });

  it.each(['push', 'void'] as const)('shows a %s held twice and refunded to each side', async (result) => {
    const { maker, taker, matched } = await matchedBet('25.00');
    await settle(matched, { winnerId: null, result });

    const trail = (await trailOf(matched.betId, taker).expect(200)).body.data as EscrowTrail;

    expect(trail.commission).toBeNull();
    expect(trail.rows.map(({ step, userId, amount }) => ({ step, userId, amount }))).toEqual([
      { step: 'held', userId: maker.id, amount: '25.00' },
      { step: 'held', userId: taker.id, amount: '25.00' },
      { step: 'refunded', userId: maker.id, amount: '25.00' },
      { step: 'refunded', userId: taker.id, amount: '25.00' },
    ]);
    expect(trail.rows[2].transactionId).toBe(trail.rows[3].transactionId);
  });

  it('shows an open bet as its two holds only', async () => {
    const { maker, taker, matched } = await matchedBet('15.00');

    const trail = (await trailOf(matched.betId, maker).expect(200)).body.data as EscrowTrail;

    expect(trail.commission).toBeNull();
    expect(trail.rows.map(({ step, userId, amount }) => ({ step, userId, amount }))).toEqual([
      { step: 'held', userId: maker.id, amount: '15.00' },
      { step: 'held', userId: taker.id, amount: '15.00' },
    ]);
  });

  it('knows a bet first seen in its settlement (OfferMatched not yet consumed)', async () => {
    const maker = await fundedUser('50.00');
    const taker = await fundedUser('50.00');
    const settled = betSettled({ makerId: maker.id, takerId: taker.id, winnerId: maker.id, stake: '20.00' });
    await hold(`offer:${settled.payload.offerId}`, maker.id, '20.00');
    await hold(`bet:${settled.payload.betId}`, taker.id, '20.00');
    await publish(settled);

    const trail = (await trailOf(settled.payload.betId, taker).expect(200)).body.data as EscrowTrail;

    expect(trail.rows.map((row) => row.step)).toEqual([
      'held',
      'held',
      'captured',
      'captured',
      'paid',
      'commission',
    ]);
    expect(trail.commission).toMatchObject({ rateBps: 250, amount: '1.00' });
  });

  it('leaves a maker’s released offer out of every bet', async () => {
    const maker = await fundedUser('30.00');
    const offerId = randomUUID();
    await hold(`offer:${offerId}`, maker.id, '30.00');
    await publish(offerEvent('betting.OfferCancelled', { offerId, userId: maker.id, stake: '30.00' }));
    const { matched } = await matchedBet('5.00');

    const trail = (await trailOf(matched.betId, admin).expect(200)).body.data as EscrowTrail;

    expect(trail.rows.map((row) => row.userId)).not.toContain(maker.id);
    expect(trail.rows.map((row) => row.step)).not.toContain('released');
    // The cancelled offer is no bet: its id does not answer.
    await trailOf(offerId, maker).expect(404);
  });

  describe('a part of an exchange offer', () => {
    const steps = (trail: EscrowTrail) =>
      trail.rows.map(({ step, userId, amount }) => ({ step, userId, amount }));

    it('shows the maker’s share of the offer’s hold, the taker’s, both captured and paid less betting’s commission', async () => {
      const bet = await heldExchangeBet(wallet, 'back');
      const { maker, taker, matched } = bet;
      // What no part took goes back: the offer's, not this bet's.
      await publish(
        offerEvent('betting.OfferCancelled', { offerId: matched.offerId, userId: maker.id, stake: '50.00' }),
      );
      await publish(bet.settled('won', taker.id, '0.50'));

      const trail = (await trailOf(matched.betId, taker).expect(200)).body.data as EscrowTrail;

      expect(trail).toMatchObject({
        stake: '10.00',
        exchange: { odds: '3.0', makerSide: 'back', makerStake: '10.00', takerStake: '20.00' },
        commission: {
          rateBps: 500,
          amount: '0.50',
          rule: "5% of the winner's net winnings on the market, taken from the loser's stake (EXCHANGE_COMMISSION_BPS)",
        },
      });
      expect(steps(trail)).toEqual([
        { step: 'held', userId: maker.id, amount: '10.00' },
        { step: 'held', userId: taker.id, amount: '20.00' },
        { step: 'captured', userId: maker.id, amount: '10.00' },
        { step: 'captured', userId: taker.id, amount: '20.00' },
        { step: 'paid', userId: taker.id, amount: '29.50' },
        { step: 'commission', userId: maker.id, amount: '0.50' },
      ]);
      expect(sumOf(trail.rows, 'held')).toBe('30.00');
      expect(sumOf(trail.rows, 'captured')).toBe('30.00');
      expect(Money.toCents(sumOf(trail.rows, 'paid')) + Money.toCents(sumOf(trail.rows, 'commission'))).toBe(
        3000n,
      );
      const [offerHold] = await wallet.dataSource.query(
        `SELECT id FROM ledger_transactions WHERE type = 'hold' AND ref = $1`,
        [`offer:${matched.offerId}`],
      );
      expect(trail.rows[0].transactionId).toBe(offerHold.id);
      expect(
        await wallet.dataSource.query(
          `SELECT maker_hold_key, maker_stake_cents, taker_stake_cents, odds, maker_side, commission_cents, commission_bps
             FROM bet_escrows WHERE bet_id = $1`,
          [matched.betId],
        ),
      ).toEqual([
        {
          maker_hold_key: `part:${matched.betId}`,
          maker_stake_cents: '1000',
          taker_stake_cents: '2000',
          odds: 300,
          maker_side: 'back',
          commission_cents: '50',
          commission_bps: 500,
        },
      ]);
    });

    it.each(['push', 'void'] as const)('shows a %s as each side’s hold refunded', async (result) => {
      const bet = await heldExchangeBet(wallet, 'lay');
      await publish(bet.settled(result, null));

      const trail = (await trailOf(bet.matched.betId, bet.maker).expect(200)).body.data as EscrowTrail;

      expect(trail.commission).toBeNull();
      expect(steps(trail)).toEqual([
        { step: 'held', userId: bet.maker.id, amount: '20.00' },
        { step: 'held', userId: bet.taker.id, amount: '10.00' },
        { step: 'refunded', userId: bet.maker.id, amount: '20.00' },
        { step: 'refunded', userId: bet.taker.id, amount: '10.00' },
      ]);
    });

    it('gives each part of one offer a trail of its own', async () => {
      const first = await heldExchangeBet(wallet, 'back');
      const taker = await fundedUser('100.00');
      const second: OfferMatched = {
        ...first.matched,
        betId: randomUUID(),
        takerId: taker.id,
        stake: '15.00',
      };
      second.exchange = { ...first.matched.exchange, makerStake: '15.00', takerStake: '30.00' };
      await wallet
        .api()
        .post('/internal/holds')
        .set(internalHeaders)
        .send({
          key: `part:${second.betId}`,
          userId: first.maker.id,
          amount: '15.00',
          from: `offer:${second.offerId}`,
        })
        .expect(200);
      await hold(`bet:${second.betId}`, taker.id, '30.00');
      await publish(createEvent('betting.OfferMatched', second.offerId, second));

      const trails = [
        (await trailOf(first.matched.betId, first.maker).expect(200)).body.data as EscrowTrail,
        (await trailOf(second.betId, first.maker).expect(200)).body.data as EscrowTrail,
      ];

      expect(trails.map(steps)).toEqual([
        [
          { step: 'held', userId: first.maker.id, amount: '10.00' },
          { step: 'held', userId: first.taker.id, amount: '20.00' },
        ],
        [
          { step: 'held', userId: first.maker.id, amount: '15.00' },
          { step: 'held', userId: taker.id, amount: '30.00' },
        ],
      ]);
      await trailOf(second.betId, first.taker).expect(404);
    });

    it('knows a part first seen in its settlement (OfferMatched not yet consumed)', async () => {
      const bet = await heldExchangeBet(wallet, 'back', { announced: false });
      await publish(bet.settled('won', bet.maker.id, '1.00'));

      const trail = (await trailOf(bet.matched.betId, bet.maker).expect(200)).body.data as EscrowTrail;

      expect(trail.exchange).toEqual({
        odds: '3.0',
        makerSide: 'back',
        makerStake: '10.00',
        takerStake: '20.00',
      });
      expect(steps(trail)).toEqual([
        { step: 'held', userId: bet.maker.id, amount: '10.00' },
        { step: 'held', userId: bet.taker.id, amount: '20.00' },
        { step: 'captured', userId: bet.maker.id, amount: '10.00' },
        { step: 'captured', userId: bet.taker.id, amount: '20.00' },
        { step: 'paid', userId: bet.maker.id, amount: '29.00' },
        { step: 'commission', userId: bet.taker.id, amount: '1.00' },
      ]);
      expect(trail.commission).toMatchObject({ rateBps: 500, amount: '1.00' });
    });
  });

  describe('access', () => {
    it('answers each side and an admin, a third user and an unknown bet 404 alike, no token 401', async () => {
      const { maker, taker, matched } = await matchedBet('10.00');
      const stranger = await registerUser(wallet);

      for (const who of [maker, taker, admin]) await trailOf(matched.betId, who).expect(200);
      const asStranger = await trailOf(matched.betId, stranger);
      const unknown = await trailOf(randomUUID(), maker);
      for (const response of [asStranger, unknown]) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ success: false, message: 'Bet not found' });
      }
      expect((await trailOf(matched.betId)).status).toBe(401);
    });
  });
});
