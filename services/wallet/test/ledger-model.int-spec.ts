import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { BetSettled, Money } from '@p2p/contracts';
import { DomainError } from '@p2p/service-kit';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { DepositsService } from '../src/deposits/deposits.service';
import { BetSettlementService, UnsettleableBetError } from '../src/holds/bet-settlement.service';
import { HoldsService } from '../src/holds/holds.service';
import { LedgerService } from '../src/ledger/ledger.service';
import { TransfersService } from '../src/transfers/transfers.service';
import { WithdrawalsService } from '../src/withdrawals/withdrawals.service';
import { createPaymentMethod } from './factories/payment-methods';
import { registerAdmin, registerUser, RegisteredUser } from './factories/users';
import { expectLedgerConsistent } from './support/ledger-check';
import { bearer, startWalletApp, WalletApp } from './support/wallet-app';

/** What the wallet should hold, computed without it: balances per user, holds and withdrawals by key. */
interface Model {
  balances: Array<{ available: bigint; held: bigint }>;
  holds: Map<string, { user: number; amount: bigint; status: 'held' | 'failed' | 'released' | 'captured' }>;
  bets: Array<{ offerId: string; betId: string; maker: number; taker: number; stake: bigint }>;
  withdrawals: Array<{ id: string; user: number; amount: bigint; status: 'pending' | 'paid' | 'rejected' }>;
}

const USERS = 3;
const COMMISSION_BPS = 300n;
const NGN_PER_USD_KOBO = 150_000n;

const user = fc.integer({ min: 0, max: USERS - 1 });
const command = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), user, cents: fc.integer({ min: 100, max: 50_000 }) }),
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

  it('keeps every balance equal to the model through random deposits, bets, transfers and withdrawals', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 40 }), async (commands) => {
        const users = await Promise.all(Array.from({ length: USERS }, () => registerUser(wallet)));
        const model: Model = {
          balances: users.map(() => ({ available: 0n, held: 0n })),
          holds: new Map(),
          bets: [],
          withdrawals: [],
        };
        for (const step of commands) {
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
        const key = step.side === 'offer' ? `offer:${bet.offerId}` : `bet:${bet.betId}`;
        const answer = await wallet.dataSource.transaction((manager) =>
          wallet.app.get(HoldsService).releaseIn(manager, key),
        );
        const hold = model.holds.get(key);
        expect(answer).toBe(hold?.status === 'captured' ? 'captured' : 'released');
        if (hold?.status === 'held') {
          hold.status = 'released';
          balances[hold.user].held -= hold.amount;
          balances[hold.user].available += hold.amount;
        }
        return;
      }
      case 'settle':
        return settle(step, users, model);
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
    const maker = model.holds.get(`offer:${bet.offerId}`)!;
    const taker = model.holds.get(`bet:${bet.betId}`)!;
    const won = step.outcome === 'maker' || step.outcome === 'taker';
    const payload: BetSettled = {
      betId: bet.betId,
      offerId: bet.offerId,
      matchId: randomUUID(),
      makerId: users[bet.maker].id,
      takerId: users[bet.taker].id,
      winnerId:
        step.outcome === 'maker'
          ? users[bet.maker].id
          : step.outcome === 'taker'
            ? users[bet.taker].id
            : null,
      stake: Money.format(bet.stake),
      result: won ? 'won' : (step.outcome as 'push' | 'void'),
    };
    const outcome = wallet.dataSource.transaction((manager) =>
      wallet.app.get(BetSettlementService).settle(manager, payload),
    );
    const done = (status: string) => status === 'captured' || status === 'released';
    if (done(maker.status) && done(taker.status)) return outcome;
    if (maker.status !== 'held' || taker.status !== 'held') {
      await expect(outcome).rejects.toThrow(UnsettleableBetError);
      return;
    }
    await outcome;
    const balances = model.balances;
    balances[bet.maker].held -= bet.stake;
    balances[bet.taker].held -= bet.stake;
    if (!won) {
      balances[bet.maker].available += bet.stake;
      balances[bet.taker].available += bet.stake;
      maker.status = taker.status = 'released';
      return;
    }
    const commission = (2n * bet.stake * COMMISSION_BPS + 5_000n) / 10_000n;
    balances[step.outcome === 'maker' ? bet.maker : bet.taker].available += 2n * bet.stake - commission;
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
