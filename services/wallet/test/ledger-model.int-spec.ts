import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { BetSettled, betHoldKey, Money, offerHoldKey, partHoldKey } from '@p2p/contracts';
import { DomainError } from '@p2p/service-kit';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { DepositsService } from '../src/deposits/deposits.service';
import { BetSettlementService, UnsettleableBetError } from '../src/holds/bet-settlement.service';
import { HoldSourceShortError } from '../src/holds/hold.errors';
import { HoldsService } from '../src/holds/holds.service';
import { LedgerService } from '../src/ledger/ledger.service';
import { TransfersService } from '../src/transfers/transfers.service';
import { WithdrawalsService } from '../src/withdrawals/withdrawals.service';
import { createPaymentMethod } from './factories/payment-methods';
import { registerAdmin, registerUser, RegisteredUser } from './factories/users';
import { expectLedgerConsistent } from './support/ledger-check';
import { bearer, startWalletApp, WalletApp } from './support/wallet-app';

type HoldStatus = 'held' | 'failed' | 'released' | 'captured' | 'returned';

/** A part of an exchange offer: each side holds its own stake (the backer's stake, the layer's liability). */
interface ModelPart {
  offerId: string;
  betId: string;
  maker: number;
  taker: number;
  makerStake: bigint;
  takerStake: bigint;
}

/**
 * What the wallet should hold, computed without it: balances per user, holds and withdrawals by key.
 * An exchange offer's hold is a source that parts are carved out of (`amount` is what it holds now);
 * a part keeps its source's key, to go back into it while it is held.
 */
interface Model {
  balances: Array<{ available: bigint; held: bigint }>;
  holds: Map<string, { user: number; amount: bigint; status: HoldStatus; source?: string }>;
  bets: Array<{ offerId: string; betId: string; maker: number; taker: number; stake: bigint }>;
  exchangeOffers: Array<{ offerId: string; maker: number }>;
  parts: ModelPart[];
  withdrawals: Array<{ id: string; user: number; amount: bigint; status: 'pending' | 'paid' | 'rejected' }>;
}

const USERS = 3;
const COMMISSION_BPS = 300n;
const NGN_PER_USD_KOBO = 150_000n;

const user = fc.integer({ min: 0, max: USERS - 1 });
const command = fc.oneof(
  // Deposits weigh more: without money most other commands are refusals.
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      user,
      cents: fc.integer({ min: 100, max: 50_000 }),
    }),
  },
  fc.record({
    kind: fc.constant('bet' as const),
    maker: user,
    taker: user,
    cents: fc.integer({ min: 1, max: 20_000 }),
  }),
  fc.record({ kind: fc.constant('release' as const), bet: fc.nat(), side: fc.constantFrom('offer', 'bet') }),
  fc.record({
    kind: fc.constant('settle' as const),
    bet: fc.nat(),
    outcome: fc.constantFrom('maker', 'taker', 'push', 'void'),
  }),
  fc.record({
    kind: fc.constant('transfer' as const),
    from: user,
    to: user,
    cents: fc.integer({ min: 100, max: 20_000 }),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    user,
    kobo: fc.integer({ min: 10_000, max: 3_000_000 }),
  }),
  fc.record({ kind: fc.constant('decide' as const), withdrawal: fc.nat(), paid: fc.boolean() }),
  fc.record({
    kind: fc.constant('exchange-offer' as const),
    maker: user,
    cents: fc.integer({ min: 100, max: 20_000 }),
  }),
  // Parts weigh more: one needs an offer held, and a taker with money, before it.
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('part' as const),
      offer: fc.nat(),
      // Half the parts are of an offer still held, as betting takes them; the others may meet any hold.
      ofHeldOffer: fc.boolean(),
      taker: user,
      makerCents: fc.integer({ min: 1, max: 4_000 }),
      takerCents: fc.integer({ min: 1, max: 8_000 }),
    }),
  },
  fc.record({
    kind: fc.constant('release-part' as const),
    part: fc.nat(),
    hold: fc.constantFrom('part', 'bet', 'offer'),
  }),
  fc.record({
    kind: fc.constant('settle-part' as const),
    part: fc.nat(),
    outcome: fc.constantFrom('maker', 'taker', 'push', 'void'),
    // Up to past the largest loser's stake: betting never charges more, and the wallet refuses it if it did.
    commission: fc.integer({ min: 0, max: 9_000 }),
  }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

describe(`${LedgerService.name} against a model of balances`, () => {
  let wallet: WalletApp;
  let admin: RegisteredUser;
  let cryptoMethodId: string;

  beforeAll(async () => {
    wallet = await startWalletApp({ BET_COMMISSION_BPS: String(COMMISSION_BPS) });
    admin = await registerAdmin(wallet);
    cryptoMethodId = (await createPaymentMethod(wallet, admin.token, 'crypto')).id;
    await wallet
      .api()
      .put('/api/wallet/admin/exchange-rate')
      .set(bearer(admin.token))
      .send({ ngnPerUsd: '1500' });
  });

  afterEach(async () => {
    await expectLedgerConsistent(wallet.dataSource);
  });

  afterAll(async () => {
    await wallet?.close();
  });

  it('keeps every balance equal to the model through random deposits, bets, parts, transfers and withdrawals', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 10, maxLength: 50, size: 'max' }), async (commands) => {
        const users = await Promise.all(Array.from({ length: USERS }, () => registerUser(wallet)));
        const model: Model = {
          balances: users.map(() => ({ available: 0n, held: 0n })),
          holds: new Map(),
          bets: [],
          exchangeOffers: [],
          parts: [],
          withdrawals: [],
        };
        // Everyone starts with some money, or most runs would be refusals until a deposit came by.
        const opening = users.map((_, index) => ({ kind: 'deposit' as const, user: index, cents: 20_000 }));
        for (const step of [...opening, ...commands]) {
          await apply(step, users, model);
          for (const [index, person] of users.entries()) {
            const actual = await wallet.app
              .get(LedgerService)
              .balancesOf(wallet.dataSource.manager, person.id);
            expect({ step, user: index, ...actual }).toEqual({ step, user: index, ...model.balances[index] });
          }
        }
        await expectLedgerConsistent(wallet.dataSource);
      }),
      { numRuns: 30 },
    );
  });

  async function apply(step: Command, users: RegisteredUser[], model: Model): Promise<void> {
    const balances = model.balances;
    switch (step.kind) {
      case 'deposit': {
        const amount = BigInt(step.cents);
        const fee = (amount + 50n) / 100n; // crypto: 1%, half up
        await wallet.dataSource.transaction(async (manager) => {
          const deposits = wallet.app.get(DepositsService);
          const id = await deposits.submitIn(manager, users[step.user].id, {
            paymentMethodId: cryptoMethodId,
            amount,
            transactionReference: null,
            userNotes: null,
            proof: null,
          });
          await deposits.decideIn(manager, id, { status: 'approved', adminNotes: null, actor: admin.id });
        });
        balances[step.user].available += amount - fee;
        return;
      }
      case 'bet': {
        const bet = {
          offerId: randomUUID(),
          betId: randomUUID(),
          maker: step.maker,
          taker: step.taker,
          stake: BigInt(step.cents),
        };
        model.bets.push(bet);
        await placeHold(`offer:${bet.offerId}`, bet.maker, bet.stake);
        await placeHold(`bet:${bet.betId}`, bet.taker, bet.stake);
        return;
      }
      case 'release': {
        const bet = model.bets[step.bet % Math.max(model.bets.length, 1)];
        if (!bet) return;
        return release(step.side === 'offer' ? offerHoldKey(bet.offerId) : betHoldKey(bet.betId));
      }
      case 'settle':
        return settle(step, users, model);
      case 'exchange-offer': {
        const offer = { offerId: randomUUID(), maker: step.maker };
        model.exchangeOffers.push(offer);
        await placeHold(offerHoldKey(offer.offerId), offer.maker, BigInt(step.cents));
        return;
      }
      case 'part':
        return takePart(step);
      case 'release-part': {
        const part = model.parts[step.part % Math.max(model.parts.length, 1)];
        if (!part) return;
        return release(
          step.hold === 'part'
            ? partHoldKey(part.betId)
            : step.hold === 'bet'
              ? betHoldKey(part.betId)
              : offerHoldKey(part.offerId),
        );
      }
      case 'settle-part':
        return settlePart(step, users, model);
      case 'transfer': {
        const amount = BigInt(step.cents);
        const outcome = wallet.app
          .get(TransfersService)
          .transfer(users[step.from], { username: users[step.to].username, amount: Money.format(amount) });
        if (step.from === step.to) return expectRefusal(outcome, 'You cannot transfer to yourself');
        if (balances[step.from].available < amount) return expectRefusal(outcome, 'Insufficient balance');
        await outcome;
        balances[step.from].available -= amount;
        balances[step.to].available += amount;
        return;
      }
      case 'withdraw': {
        // The model's rule: the fewest cents whose naira at the rate cover the payout.
        let usd = (BigInt(step.kobo) * 100n) / NGN_PER_USD_KOBO;
        if (usd * NGN_PER_USD_KOBO < BigInt(step.kobo) * 100n) usd += 1n;
        const outcome = wallet.app.get(WithdrawalsService).request(users[step.user], {
          bankCode: '058',
          accountNumber: '0123456789',
          amount: Money.format(BigInt(step.kobo)),
        });
        if (balances[step.user].available < usd) return expectRefusal(outcome, 'Insufficient balance');
        const withdrawal = await outcome;
        expect(withdrawal.amountUsd).toBe(Money.format(usd));
        model.withdrawals.push({ id: withdrawal.id, user: step.user, amount: usd, status: 'pending' });
        balances[step.user].available -= usd;
        balances[step.user].held += usd;
        return;
      }
      case 'decide': {
        const withdrawal = model.withdrawals[step.withdrawal % Math.max(model.withdrawals.length, 1)];
        if (!withdrawal) return;
        const outcome = wallet.app
          .get(WithdrawalsService)
          .process(admin, withdrawal.id, { status: step.paid ? 'paid' : 'rejected' });
        if (withdrawal.status !== 'pending')
          return expectRefusal(outcome, 'Withdrawal has already been processed');
        await outcome;
        withdrawal.status = step.paid ? 'paid' : 'rejected';
        balances[withdrawal.user].held -= withdrawal.amount;
        if (!step.paid) balances[withdrawal.user].available += withdrawal.amount;
        return;
      }
    }

    /** A release as betting's events make one: a held part goes back into its source while that is held. */
    async function release(key: string): Promise<void> {
      const answer = await wallet.dataSource.transaction((manager) =>
        wallet.app.get(HoldsService).releaseIn(manager, key),
      );
      const hold = model.holds.get(key);
      expect(answer).toBe(hold?.status === 'captured' ? 'captured' : 'released');
      if (hold?.status !== 'held') return;
      const source = hold.source ? model.holds.get(hold.source) : undefined;
      if (source?.status === 'held') {
        // Nothing moves in the ledger: the money stays held, under the offer's key again.
        hold.status = 'returned';
        source.amount += hold.amount;
        return;
      }
      hold.status = 'released';
      balances[hold.user].held -= hold.amount;
      balances[hold.user].available += hold.amount;
    }

    /** Both holds of a part in one call, as betting asks: the maker's carved out of the offer's, the taker's stake. */
    async function takePart(part: Extract<Command, { kind: 'part' }>): Promise<void> {
      const candidates = part.ofHeldOffer
        ? model.exchangeOffers.filter(
            (offer) => model.holds.get(offerHoldKey(offer.offerId))?.status === 'held',
          )
        : model.exchangeOffers;
      const offer = candidates[part.offer % Math.max(candidates.length, 1)];
      if (!offer) return;
      const bet = {
        offerId: offer.offerId,
        betId: randomUUID(),
        maker: offer.maker,
        taker: part.taker,
        makerStake: BigInt(part.makerCents),
        takerStake: BigInt(part.takerCents),
      };
      model.parts.push(bet);
      const sourceKey = offerHoldKey(offer.offerId);
      const [makerAnswer, takerAnswer] = await wallet.app.get(HoldsService).placeMany([
        { key: partHoldKey(bet.betId), userId: users[bet.maker].id, amount: bet.makerStake, from: sourceKey },
        { key: betHoldKey(bet.betId), userId: users[bet.taker].id, amount: bet.takerStake },
      ]);
      const source = model.holds.get(sourceKey)!;
      if (source.status === 'held' && source.amount >= bet.makerStake) {
        expect(makerAnswer).toMatchObject({ status: 'held' });
        source.amount -= bet.makerStake;
        model.holds.set(partHoldKey(bet.betId), {
          user: bet.maker,
          amount: bet.makerStake,
          status: 'held',
          source: sourceKey,
        });
      } else {
        expect(makerAnswer).toBeInstanceOf(HoldSourceShortError);
        model.holds.set(partHoldKey(bet.betId), {
          user: bet.maker,
          amount: bet.makerStake,
          status: 'failed',
        });
      }
      if (balances[bet.taker].available >= bet.takerStake) {
        expect(takerAnswer).toMatchObject({ status: 'held' });
        model.holds.set(betHoldKey(bet.betId), { user: bet.taker, amount: bet.takerStake, status: 'held' });
        balances[bet.taker].available -= bet.takerStake;
        balances[bet.taker].held += bet.takerStake;
      } else {
        expect((takerAnswer as Error).message).toBe('Insufficient balance');
        model.holds.set(betHoldKey(bet.betId), { user: bet.taker, amount: bet.takerStake, status: 'failed' });
      }
    }

    async function placeHold(key: string, owner: number, amount: bigint): Promise<void> {
      const outcome = wallet.app.get(HoldsService).place({ key, userId: users[owner].id, amount });
      if (balances[owner].available < amount) {
        model.holds.set(key, { user: owner, amount, status: 'failed' });
        return expectRefusal(outcome, 'Insufficient balance');
      }
      await outcome;
      model.holds.set(key, { user: owner, amount, status: 'held' });
      balances[owner].available -= amount;
      balances[owner].held += amount;
    }
  }

  async function settle(step: Extract<Command, { kind: 'settle' }>, users: RegisteredUser[], model: Model) {
    const bet = model.bets[step.bet % Math.max(model.bets.length, 1)];
    if (!bet) return;
    return settleBet(users, model, step.outcome, {
      ...bet,
      makerStake: bet.stake,
      takerStake: bet.stake,
      makerKey: offerHoldKey(bet.offerId),
    });
  }

  /** A part settles on its own two holds, each its side's stake, with the commission betting charged its winner. */
  async function settlePart(
    step: Extract<Command, { kind: 'settle-part' }>,
    users: RegisteredUser[],
    model: Model,
  ) {
    const part = model.parts[step.part % Math.max(model.parts.length, 1)];
    if (!part) return;
    return settleBet(users, model, step.outcome, {
      ...part,
      makerKey: partHoldKey(part.betId),
      commission: BigInt(step.commission),
    });
  }

  /**
   * Settles a bet as a BetSettled would and the model with it: refused unless both holds are held (and
   * an exchange commission within the loser's stake); repeated, nothing. Even money (no `commission`)
   * pays BET_COMMISSION_BPS of the pot, a part the commission betting charged.
   */
  async function settleBet(
    users: RegisteredUser[],
    model: Model,
    outcome: 'maker' | 'taker' | 'push' | 'void',
    bet: ModelPart & { makerKey: string; commission?: bigint },
  ) {
    const maker = model.holds.get(bet.makerKey)!;
    const taker = model.holds.get(betHoldKey(bet.betId))!;
    const won = outcome === 'maker' || outcome === 'taker';
    const exchange = bet.commission !== undefined;
    const pot = bet.makerStake + bet.takerStake;
    const commission = !won
      ? 0n
      : exchange
        ? (bet.commission as bigint)
        : (pot * COMMISSION_BPS + 5_000n) / 10_000n;
    const loserStake = outcome === 'maker' ? bet.takerStake : bet.makerStake;
    const payload: BetSettled = {
      betId: bet.betId,
      offerId: bet.offerId,
      matchId: randomUUID(),
      makerId: users[bet.maker].id,
      takerId: users[bet.taker].id,
      winnerId: outcome === 'maker' ? users[bet.maker].id : outcome === 'taker' ? users[bet.taker].id : null,
      stake: Money.format(bet.makerStake),
      result: won ? 'won' : (outcome as 'push' | 'void'),
      ...(exchange && {
        exchange: {
          odds: 300,
          makerSide: 'back' as const,
          makerStake: Money.format(bet.makerStake),
          takerStake: Money.format(bet.takerStake),
          commission: Money.format(commission),
          commissionBps: 200,
        },
      }),
    };
    const settled = wallet.dataSource.transaction((manager) =>
      wallet.app.get(BetSettlementService).settle(manager, payload),
    );
    const done = (status: HoldStatus) => status === 'captured' || status === 'released';
    if (done(maker.status) && done(taker.status)) return settled;
    if (maker.status !== 'held' || taker.status !== 'held' || commission > loserStake) {
      await expect(settled).rejects.toThrow(UnsettleableBetError);
      return;
    }
    await settled;
    const balances = model.balances;
    balances[bet.maker].held -= bet.makerStake;
    balances[bet.taker].held -= bet.takerStake;
    if (!won) {
      balances[bet.maker].available += bet.makerStake;
      balances[bet.taker].available += bet.takerStake;
      maker.status = taker.status = 'released';
      return;
    }
    balances[outcome === 'maker' ? bet.maker : bet.taker].available += pot - commission;
    maker.status = taker.status = 'captured';
  }
});

async function expectRefusal(outcome: Promise<unknown>, message: string): Promise<void> {
  const error = await outcome.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as Error).message).toBe(message);
}
