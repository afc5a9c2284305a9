import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
// The package's root, not `@p2p/contracts/odds`: that subpath is the TypeScript source, for browsers.
import { betHoldKey, formatOdds, Money, offerHoldKey } from '@p2p/contracts';
import type { EscrowStep, EscrowTrail, EscrowTrailRow } from '@p2p/contracts/api';
import type { AuthUser } from '@p2p/service-kit';
import { DataSource } from 'typeorm';
import { BetNotFoundError } from './escrow-trail.errors';

interface EscrowRow {
  bet_id: string;
  offer_id: string;
  maker_id: string;
  taker_id: string;
  maker_stake_cents: string;
  taker_stake_cents: string;
  maker_hold_key: string;
  odds: number | null;
  maker_side: 'back' | 'lay' | null;
  commission_bps: number | null;
  maker_username: string | null;
  taker_username: string | null;
}

interface EntryRow {
  transaction_id: string;
  type: 'hold' | 'release' | 'bet_settlement' | 'bet_refund';
  ref: string;
  created_at: Date;
  owner_id: string | null;
  kind: string;
  amount_cents: string;
}

/** Within one ledger transaction, the order the rows read in. */
const STEP_ORDER: EscrowStep[] = ['held', 'released', 'captured', 'paid', 'commission', 'refunded'];

/**
 * A bet's escrow trail, read from the ledger alone: the two holds (the maker's under the offer's
 * key, the taker's under the bet's), any release of them, and the bet's settlement or refund. A part of
 * an exchange offer was carved out of the offer's hold, which moved no money: its maker's held row is
 * its share of the transaction that held the offer, and the offer's release (what no part took) is
 * not the part's.
 */
@Injectable()
export class EscrowTrailService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async trail(betId: string, viewer: AuthUser): Promise<EscrowTrail> {
    const [bet]: EscrowRow[] = await this.dataSource.query(
      `SELECT b.bet_id, b.offer_id, b.maker_id, b.taker_id, b.maker_stake_cents, b.taker_stake_cents,
              b.maker_hold_key, b.odds, b.maker_side, b.commission_bps,
              maker.username AS maker_username, taker.username AS taker_username
         FROM bet_escrows b
         LEFT JOIN user_profiles maker ON maker.user_id = b.maker_id
         LEFT JOIN user_profiles taker ON taker.user_id = b.taker_id
        WHERE b.bet_id = $1`,
      [betId],
    );
    const isSide = bet && (viewer.id === bet.maker_id || viewer.id === bet.taker_id);
    if (!bet || (!isSide && viewer.role !== 'admin')) throw new BetNotFoundError();

    const offerKey = offerHoldKey(bet.offer_id);
    const takerKey = betHoldKey(bet.bet_id);
    const entries: EntryRow[] = await this.dataSource.query(
      `SELECT t.id AS transaction_id, t.type, t.ref, t.created_at, a.owner_id, a.kind, e.amount_cents
         FROM ledger_transactions t
         JOIN ledger_entries e ON e.transaction_id = t.id
         JOIN accounts a ON a.id = e.account_id
        WHERE (t.type = 'hold' AND t.ref = ANY($1::text[]))
           OR (t.type = 'release' AND t.ref = ANY($2::text[]))
           OR (t.type IN ('bet_settlement', 'bet_refund') AND t.ref = $3)
        ORDER BY t.created_at, t.id, e.id`,
      [[offerKey, takerKey], [bet.maker_hold_key, takerKey], bet.bet_id],
    );
    const isPart = bet.maker_hold_key !== offerKey;
    const heldShares = new Map(isPart ? [[offerKey, BigInt(bet.maker_stake_cents)]] : []);
    const sideOrder = (userId: string) => (userId === bet.maker_id ? 0 : 1);
    const rows = groupByTransaction(entries).flatMap((transaction) =>
      rowsOf(transaction, heldShares).sort(
        (a, b) =>
          STEP_ORDER.indexOf(a.step) - STEP_ORDER.indexOf(b.step) ||
          sideOrder(a.userId) - sideOrder(b.userId),
      ),
    );

    const pot = BigInt(bet.maker_stake_cents) + BigInt(bet.taker_stake_cents);
    const commissionCents = rows
      .filter((row) => row.step === 'commission')
      .reduce((sum, row) => sum + Money.toCents(row.amount), 0n);
    const settledWon = rows.some((row) => row.step === 'paid');
    // A bet settled before its rate was recorded: the rate its fee amounts to.
    const rateBps = bet.commission_bps ?? Number((commissionCents * 10000n) / pot);
    return {
      betId: bet.bet_id,
      stake: Money.format(BigInt(bet.maker_stake_cents)),
      sides: [
        side('maker', bet.maker_id, bet.maker_username),
        side('taker', bet.taker_id, bet.taker_username),
      ],
      ...(bet.odds !== null && bet.maker_side !== null
        ? {
            exchange: {
              odds: formatOdds(bet.odds),
              makerSide: bet.maker_side,
              makerStake: Money.format(BigInt(bet.maker_stake_cents)),
              takerStake: Money.format(BigInt(bet.taker_stake_cents)),
            },
          }
        : {}),
      commission: settledWon
        ? {
            rateBps,
            amount: Money.format(commissionCents),
            rule: bet.odds === null ? commissionRule(rateBps) : exchangeCommissionRule(rateBps),
          }
        : null,
      rows,
    };
  }
}

export function commissionRule(rateBps: number): string {
  const percent = (rateBps / 100).toString();
  return `${percent}% of the pot, taken from the loser's stake (BET_COMMISSION_BPS)`;
}

/** Betting charges it per bettor and market, shared out over the winner's bets there. */
export function exchangeCommissionRule(rateBps: number): string {
  const percent = (rateBps / 100).toString();
  return `${percent}% of the winner's net winnings on the market, taken from the loser's stake (EXCHANGE_COMMISSION_BPS)`;
}

function side(role: 'maker' | 'taker', userId: string, username: string | null) {
  return username ? { role, userId, username } : { role, userId };
}

function groupByTransaction(entries: EntryRow[]): EntryRow[][] {
  const groups = new Map<string, EntryRow[]>();
  for (const entry of entries) {
    const group = groups.get(entry.transaction_id) ?? [];
    group.push(entry);
    groups.set(entry.transaction_id, group);
  }
  return [...groups.values()];
}

/**
 * Sums each user's movement per step: a won bet pays the winner in two entries, shown as one row. A
 * hold whose ref has a share (an offer this bet is a part of) is shown as that share.
 */
function rowsOf(entries: EntryRow[], heldShares: ReadonlyMap<string, bigint>): EscrowTrailRow[] {
  const [{ transaction_id: transactionId, type, ref, created_at: createdAt }] = entries;
  const share = heldShares.get(ref);
  const sums = new Map<string, { step: EscrowStep; userId: string; cents: bigint }>();
  const add = (step: EscrowStep, userId: string, cents: bigint) => {
    const key = `${step}/${userId}`;
    const sum = sums.get(key) ?? { step, userId, cents: 0n };
    sum.cents += cents;
    sums.set(key, sum);
  };
  const userEntries = entries.filter((entry) => entry.owner_id !== null);
  for (const entry of userEntries) {
    const cents = BigInt(entry.amount_cents);
    const userId = entry.owner_id as string;
    if (type === 'hold' && entry.kind === 'held') add('held', userId, share ?? cents);
    if (type === 'release' && entry.kind === 'held') add('released', userId, -cents);
    if (type === 'bet_settlement' && entry.kind === 'held') add('captured', userId, -cents);
    if (type === 'bet_settlement' && entry.kind === 'available') add('paid', userId, cents);
    if (type === 'bet_refund' && entry.kind === 'available') add('refunded', userId, cents);
  }
  if (type === 'bet_settlement') {
    // The fee comes out of the loser's stake: the side the settlement captured from and paid nothing.
    const paid = new Set([...sums.values()].filter((sum) => sum.step === 'paid').map((sum) => sum.userId));
    const loser = [...sums.values()].find((sum) => sum.step === 'captured' && !paid.has(sum.userId));
    const fee = entries
      .filter((entry) => entry.owner_id === null && entry.kind === 'fees')
      .reduce((sum, entry) => sum + BigInt(entry.amount_cents), 0n);
    if (loser && fee > 0n) add('commission', loser.userId, fee);
  }
  return [...sums.values()].map((sum) => ({
    step: sum.step,
    userId: sum.userId,
    amount: Money.format(sum.cents),
    transactionId,
    at: new Date(createdAt).toISOString(),
  }));
}
