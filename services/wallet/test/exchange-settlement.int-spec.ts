import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { betHoldKey, createEvent, EventEnvelope, partHoldKey, Topics, TypedEvent } from '@p2p/contracts';
import { EventDispatcher } from '@p2p/service-kit';
import { eventually } from '@p2p/testing';
import { BetSettlementService } from '../src/holds/bet-settlement.service';
import { heldExchangeBet, HeldExchangeBet } from './factories/exchange-bets';
import { balanceOf } from './factories/funds';
import { expectLedgerConsistent } from './support/ledger-check';
import { publishedPayloads } from './support/published-events';
import { startWalletApp, WalletApp } from './support/wallet-app';

/**
 * A part of an exchange offer at 3.0 (issue 35): its maker's hold is the part carved out of the offer's,
 * the taker's their own, each its side's stake (the backer's $10, the layer's $20), and the commission
 * is betting's, not BET_COMMISSION_BPS (set here to 2.5% so that using it would show).
 */
describe(`${BetSettlementService.name}: a part of an exchange offer`, () => {
  let wallet: WalletApp;
  const publish = async (...events: EventEnvelope[]) => {
    await wallet.bus.publish(Topics.betting, events);
    await wallet.bus.idle();
  };
  const deadLetters = () => wallet.bus.events(`${Topics.betting}.dlq`).map((event) => event.id);
  const balances = async (bet: HeldExchangeBet) => [
    await balanceOf(wallet, bet.maker.id),
    await balanceOf(wallet, bet.taker.id),
  ];

  beforeAll(async () => {
    wallet = await startWalletApp({ BET_COMMISSION_BPS: '250' });
  });

  afterEach(async () => {
    await expectLedgerConsistent(wallet.dataSource);
  });

  afterAll(async () => {
    await wallet?.close();
  });

  // Each starts with $100; the maker's offer holds $50, of which the part is the maker's hold.
  it.each([
    {
      bet: 'maker backs, the backer wins',
      makerSide: 'back',
      winner: 'maker',
      commission: '1.00',
      maker: { available: '79.00', held: '40.00' },
      taker: { available: '80.00', held: '0.00' },
    },
    {
      bet: 'maker backs, the layer wins',
      makerSide: 'back',
      winner: 'taker',
      commission: '0.50',
      maker: { available: '50.00', held: '40.00' },
      taker: { available: '109.50', held: '0.00' },
    },
    {
      bet: 'maker lays, the backer wins',
      makerSide: 'lay',
      winner: 'taker',
      commission: '1.00',
      maker: { available: '50.00', held: '30.00' },
      taker: { available: '119.00', held: '0.00' },
    },
    {
      bet: 'maker lays, the layer wins',
      makerSide: 'lay',
      winner: 'maker',
      commission: '0.50',
      maker: { available: '79.50', held: '30.00' },
      taker: { available: '90.00', held: '0.00' },
    },
  ] as const)(
    '$bet: the winner gets both holds less betting’s $commission, which goes to the fee account',
    async ({ makerSide, winner, commission, maker, taker }) => {
      const bet = await heldExchangeBet(wallet, makerSide);
      const winnerId = winner === 'maker' ? bet.maker.id : bet.taker.id;
      const settled = bet.settled('won', winnerId, commission);
      const feesBefore = await feeBalance();

      await publish(settled);

      expect(await balances(bet)).toEqual([maker, taker]);
      expect(await feeBalance()).toBe(feesBefore + (commission === '1.00' ? 100n : 50n));
      expect(await holdStatuses(bet)).toEqual(['captured', 'captured']);
      expect(await publishedPayloads(wallet, 'wallet.BetPaidOut', bet.matched.betId)).toEqual([
        {
          betId: bet.matched.betId,
          winnerId,
          pot: '30.00',
          commission,
          makerStake: bet.matched.exchange.makerStake,
          takerStake: bet.matched.exchange.takerStake,
          makerId: bet.maker.id,
          takerId: bet.taker.id,
          result: 'won',
        },
      ]);
      expect(deadLetters()).not.toContain(settled.id);
    },
  );

  it.each(['push', 'void'] as const)('gives each side its own hold back on a %s', async (result) => {
    const bet = await heldExchangeBet(wallet, 'back');
    const feesBefore = await feeBalance();

    await publish(bet.settled(result, null));

    expect(await balances(bet)).toEqual([
      { available: '60.00', held: '40.00' },
      { available: '100.00', held: '0.00' },
    ]);
    expect(await feeBalance()).toBe(feesBefore);
    expect(await holdStatuses(bet)).toEqual(['released', 'released']);
    expect(await publishedPayloads(wallet, 'wallet.BetPaidOut', bet.matched.betId)).toEqual([
      expect.objectContaining({ winnerId: null, pot: '30.00', commission: '0.00', result }),
    ]);
  });

  it('applies a BetSettled delivered five times, under another id and replayed, once', async () => {
    const bet = await heldExchangeBet(wallet, 'back');
    const settled = bet.settled('won', bet.taker.id, '0.50');

    for (let delivery = 0; delivery < 5; delivery++) await wallet.bus.publish(Topics.betting, [settled]);
    await publish(createEvent('betting.BetSettled', settled.key, settled.payload));
    for (const event of wallet.bus.events(Topics.betting).filter((event) => event.id === settled.id))
      await wallet.app.get(EventDispatcher).dispatch(event);

    expect(await balances(bet)).toEqual([
      { available: '50.00', held: '40.00' },
      { available: '109.50', held: '0.00' },
    ]);
    const settlements = await wallet.dataSource.query(
      `SELECT id FROM ledger_transactions WHERE type = 'bet_settlement' AND ref = $1`,
      [bet.matched.betId],
    );
    expect(settlements).toHaveLength(1);
    expect(await publishedPayloads(wallet, 'wallet.BetPaidOut', bet.matched.betId)).toHaveLength(1);
  });

  describe('dead-letters, moving no money, a settlement', () => {
    /** The bet's settlement with its exchange terms changed as `terms` says. */
    const altered = (
      settled: TypedEvent<'betting.BetSettled'>,
      terms: Partial<NonNullable<TypedEvent<'betting.BetSettled'>['payload']['exchange']>>,
      stake: string,
    ) =>
      createEvent('betting.BetSettled', settled.key, {
        ...settled.payload,
        stake,
        exchange: { ...settled.payload.exchange!, ...terms },
      });

    it.each([
      ['whose commission is more than the loser’s hold', 'won', { commission: '10.01' }, null],
      ['whose commission is negative', 'won', { commission: '-0.01' }, null],
      ['of a push that charges a commission', 'push', { commission: '0.50' }, null],
      ['whose taker’s hold is not the taker’s stake', 'won', { takerStake: '25.00' }, null],
      ['whose maker’s hold is not the maker’s stake', 'won', { makerStake: '12.00' }, '12.00'],
      ['whose stake is not the maker’s in its terms', 'won', {}, '20.00'],
    ] as const)('%s', async (_, result, terms, stake: string | null) => {
      const bet = await heldExchangeBet(wallet, 'back');
      // The layer wins: the loser's hold is the backer's $10.
      const original = bet.settled(result, result === 'won' ? bet.taker.id : null);
      const settled = altered(original, terms, stake ?? original.payload.stake);
      const before = await balances(bet);

      await publish(settled);

      await eventually(() => expect(deadLetters()).toContain(settled.id));
      expect(await balances(bet)).toEqual(before);
      expect(await holdStatuses(bet)).toEqual(['held', 'held']);
    });
  });

  /** The maker's part and the taker's hold, in that order. */
  async function holdStatuses(bet: HeldExchangeBet): Promise<string[]> {
    const keys = [partHoldKey(bet.matched.betId), betHoldKey(bet.matched.betId)];
    const rows: Array<{ key: string; status: string }> = await wallet.dataSource.query(
      `SELECT key, status FROM holds WHERE key = ANY($1::text[])`,
      [keys],
    );
    return keys.map((key) => rows.find((row) => row.key === key)?.status ?? 'none');
  }

  async function feeBalance(): Promise<bigint> {
    const [row] = await wallet.dataSource.query(
      `SELECT balance_cents FROM accounts WHERE owner_id IS NULL AND kind = 'fees'`,
    );
    return BigInt(row?.balance_cents ?? 0);
  }
});
