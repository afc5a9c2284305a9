import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { betHoldKey, Money, offerHoldKey } from '@p2p/contracts';
import type { EscrowStep, EscrowTrail, EscrowTrailRow } from '@p2p/contracts/api';
import type { AuthUser } from '@p2p/service-kit';
import { DataSource } from 'typeorm';
import { BetNotFoundError } from './escrow-trail.errors';

interface EscrowRow {
  bet_id: string;
  offer_id: string;
  maker_id: string;
  taker_id: string;
  stake_cents: string;
  commission_bps: number | null;
  maker_username: string | null;
  taker_username: string | null;
}

interface EntryRow {
  transaction_id: string;
  type: 'hold' | 'release' | 'bet_settlement' | 'bet_refund';
  created_at: Date;
  owner_id: string | null;
  kind: string;
  amount_cents: string;
}

/** Within one ledger transaction, the order the rows read in. */
const STEP_ORDER: EscrowStep[] = ['held', 'released', 'captured', 'paid', 'commission', 'refunded'];

/**
 * A bet's escrow trail, read from the ledger alone: the two holds (the maker's under the offer's
 * key, the taker's under the bet's), any release of them, and the bet's settlement or refund.
 */
@Injectable()
export class EscrowTrailService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async trail(betId: string, viewer: AuthUser): Promise<EscrowTrail> {
    const [bet]: EscrowRow[] = await this.dataSource.query(
      `SELECT b.bet_id, b.offer_id, b.maker_id, b.taker_id, b.stake_cents, b.commission_bps,
              maker.username AS maker_username, taker.username AS taker_username
         FROM bet_escrows b
         LEFT JOIN user_profiles maker ON maker.user_id = b.maker_id
         LEFT JOIN user_profiles taker ON taker.user_id = b.taker_id
        WHERE b.bet_id = $1`,
      [betId],
    );
    const isSide = bet && (viewer.id === bet.maker_id || viewer.id === bet.taker_id);
    if (!bet || (!isSide && viewer.role !== 'admin')) throw new BetNotFoundError();

    const entries: EntryRow[] = await this.dataSource.query(
      `SELECT t.id AS transaction_id, t.type, t.created_at, a.owner_id, a.kind, e.amount_cents
         FROM ledger_transactions t
         JOIN ledger_entries e ON e.transaction_id = t.id
         JOIN accounts a ON a.id = e.account_id
        WHERE (t.type IN ('hold', 'release') AND t.ref = ANY($1::text[]))
           OR (t.type IN ('bet_settlement', 'bet_refund') AND t.ref = $2)
        ORDER BY t.created_at, t.id, e.id`,
      [[offerHoldKey(bet.offer_id), betHoldKey(bet.bet_id)], bet.bet_id],
    );
    const sideOrder = (userId: string) => (userId === bet.maker_id ? 0 : 1);
    const rows = groupByTransaction(entries).flatMap((transaction) =>
      rowsOf(transaction).sort(
        (a, b) =>
          STEP_ORDER.indexOf(a.step) - STEP_ORDER.indexOf(b.step) ||
          sideOrder(a.userId) - sideOrder(b.userId),
      ),
    );

    const pot = 2n * BigInt(bet.stake_cents);
    const commissionCents = rows
      .filter((row) => row.step === 'commission')
      .reduce((sum, row) => sum + Money.toCents(row.amount), 0n);
    const settledWon = rows.some((row) => row.step === 'paid');
    // A bet settled before its rate was recorded: the rate its fee amounts to.
    const rateBps = bet.commission_bps ?? Number((commissionCents * 10000n) / pot);
    return {
      betId: bet.bet_id,
      stake: Money.format(BigInt(bet.stake_cents)),
      sides: [
        side('maker', bet.maker_id, bet.maker_username),
        side('taker', bet.taker_id, bet.taker_username),
      ],
      commission: settledWon
        ? { rateBps, amount: Money.format(commissionCents), rule: commissionRule(rateBps) }
        : null,
      rows,
    };
  }
}

export function commissionRule(rateBps: number): string {
  const percent = (rateBps / 100).toString();
  return `${percent}% of the pot, taken from the loser's stake (BET_COMMISSION_BPS)`;
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

/** Sums each user's movement per step: a won bet pays the winner in two entries, shown as one row. */
function rowsOf(entries: EntryRow[]): EscrowTrailRow[] {
  const [{ transaction_id: transactionId, type, created_at: createdAt }] = entries;
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
    if (type === 'hold' && entry.kind === 'held') add('held', userId, cents);
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
