import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  BetSettled,
  betHoldKey,
  createEvent,
  Money,
  offerHoldKey,
  Events,
  partHoldKey,
} from '@p2p/contracts';
import { CONFIG, OutboxService } from '@p2p/service-kit';
import { EntityManager } from 'typeorm';
import { BetEscrows, SettledCommission } from '../escrow-trail/bet-escrows';
import { LedgerService } from '../ledger/ledger.service';
import { available, held, platformAccount, Posting } from '../ledger/postings';
import type { WalletConfig } from '../wallet.config';
import type { HoldStatus } from './hold.entity';
import { HoldTransitions } from './hold-transitions';

interface LockedHold {
  key: string;
  user_id: string | null;
  amount_cents: string | null;
  status: HoldStatus;
}

/** A settlement the wallet cannot apply: it is retried, then dead-lettered for an operator. */
export class UnsettleableBetError extends Error {
  constructor(betId: string, reason: string) {
    super(`Cannot settle bet ${betId}: ${reason}`);
    this.name = 'UnsettleableBetError';
  }
}

/**
 * Captures both stakes of a settled bet: the winner gets both less the commission, which goes to
 * the platform fee account; a push or a void gives each side its stake back. Either way the payout
 * is a wallet.BetPaidOut in the same transaction. A part of an exchange offer settles the same way,
 * its two holds being its two stakes and its commission betting's.
 */
@Injectable()
export class BetSettlementService {
  private readonly logger = new Logger(BetSettlementService.name);

  constructor(
    private readonly ledger: LedgerService,
    @Inject(CONFIG) private readonly config: WalletConfig,
    private readonly outbox: OutboxService,
    private readonly escrows: BetEscrows,
    private readonly transitions: HoldTransitions,
  ) {}

  async settle(manager: EntityManager, bet: BetSettled): Promise<void> {
    // A part of an exchange offer holds the maker's share under its own key, carved out of the offer's.
    const makerKey = bet.exchange ? partHoldKey(bet.betId) : offerHoldKey(bet.offerId);
    const takerKey = betHoldKey(bet.betId);
    const rows: LockedHold[] = await manager.query(
      `SELECT key, user_id, amount_cents, status FROM holds WHERE key = ANY($1::text[]) ORDER BY key FOR UPDATE`,
      [[makerKey, takerKey]],
    );
    const maker = rows.find((row) => row.key === makerKey);
    const taker = rows.find((row) => row.key === takerKey);
    if (!maker || !taker) throw new UnsettleableBetError(bet.betId, `no hold ${maker ? takerKey : makerKey}`);
    if (isSettled(maker) && isSettled(taker)) {
      // The same settlement under another event id (betting re-published it): already applied.
      this.logger.warn(`Bet ${bet.betId} was already settled; ignoring a repeated BetSettled`);
      return;
    }
    const stakes = stakesOf(bet);
    this.assertMatches(bet, maker, bet.makerId, stakes.maker);
    this.assertMatches(bet, taker, bet.takerId, stakes.taker);

    if (bet.result === 'won') {
      const commission = this.commissionOf(bet, maker, taker);
      // The rate applied now is the one the escrow trail shows for ever.
      await this.escrows.recordSettled(manager, bet, commission);
      await this.payWinner(manager, bet, maker, taker, commission.cents);
    } else {
      if (bet.exchange && Money.toCents(bet.exchange.commission) !== 0n) {
        throw new UnsettleableBetError(bet.betId, `a ${bet.result} charges no commission`);
      }
      await this.escrows.recordSettled(manager, bet, null);
      await this.refundBoth(manager, bet, maker, taker);
    }
  }

  private sidesOf(bet: BetSettled, maker: LockedHold, taker: LockedHold): [LockedHold, LockedHold] {
    if (bet.winnerId !== bet.makerId && bet.winnerId !== bet.takerId) {
      throw new UnsettleableBetError(bet.betId, `winner ${bet.winnerId} is neither side`);
    }
    return bet.winnerId === bet.makerId ? [maker, taker] : [taker, maker];
  }

  /**
   * Even money: BET_COMMISSION_BPS of the pot, whose configured ceiling (50%) keeps it within the
   * loser's stake. An exchange bet: what betting charged the winner on the market, shared out over their
   * winning bets; the wallet only checks it is something the loser's hold can pay.
   */
  private commissionOf(bet: BetSettled, maker: LockedHold, taker: LockedHold): SettledCommission {
    const [winner, loser] = this.sidesOf(bet, maker, taker);
    const loserStake = BigInt(loser.amount_cents as string);
    if (!bet.exchange) {
      const pot = BigInt(winner.amount_cents as string) + loserStake;
      const rateBps = this.config.BET_COMMISSION_BPS;
      return { cents: Money.percentOf(pot, rateBps), rateBps };
    }
    const cents = Money.toCents(bet.exchange.commission);
    if (cents < 0n || cents > loserStake) {
      throw new UnsettleableBetError(
        bet.betId,
        `commission ${bet.exchange.commission} is not within the loser's stake ${Money.format(loserStake)}`,
      );
    }
    return { cents, rateBps: bet.exchange.commissionBps };
  }

  private async payWinner(
    manager: EntityManager,
    bet: BetSettled,
    maker: LockedHold,
    taker: LockedHold,
    commission: bigint,
  ) {
    const [winner, loser] = this.sidesOf(bet, maker, taker);
    const winnerId = winner.user_id as string;
    const loserId = loser.user_id as string;
    const loserStake = BigInt(loser.amount_cents as string);
    const postings: Posting[] = [
      { from: held(winnerId), to: available(winnerId), amount: BigInt(winner.amount_cents as string) },
      { from: held(loserId), to: available(winnerId), amount: loserStake - commission },
      { from: held(loserId), to: platformAccount('fees'), amount: commission },
    ];
    await this.ledger.post(manager, {
      type: 'bet_settlement',
      ref: bet.betId,
      postings: postings.filter((posting) => posting.amount > 0n),
      reason: { [winnerId]: 'winnings', [loserId]: 'capture' },
    });
    await this.move(manager, bet, 'capture', [maker.key, taker.key]);
    await this.outbox.add(manager, betPaidOut(bet, maker, taker, commission));
  }

  private async refundBoth(manager: EntityManager, bet: BetSettled, maker: LockedHold, taker: LockedHold) {
    const postings = [maker, taker].map((hold) => ({
      from: held(hold.user_id as string),
      to: available(hold.user_id as string),
      amount: BigInt(hold.amount_cents as string),
    }));
    await this.ledger.post(manager, { type: 'bet_refund', ref: bet.betId, postings, reason: 'refund' });
    await this.move(manager, bet, 'refund', [maker.key, taker.key]);
    await this.outbox.add(manager, betPaidOut(bet, maker, taker, 0n));
  }

  private assertMatches(bet: BetSettled, hold: LockedHold, userId: string, stake: bigint): void {
    if (hold.status !== 'held')
      throw new UnsettleableBetError(bet.betId, `hold ${hold.key} is ${hold.status}`);
    if (hold.user_id !== userId) {
      throw new UnsettleableBetError(bet.betId, `hold ${hold.key} belongs to another user`);
    }
    if (BigInt(hold.amount_cents as string) !== stake) {
      throw new UnsettleableBetError(bet.betId, `hold ${hold.key} is not the stake ${Money.format(stake)}`);
    }
  }

  /** Both holds are locked and held (asserted above): a guard that moves fewer undoes the settlement. */
  private async move(
    manager: EntityManager,
    bet: BetSettled,
    transition: 'capture' | 'refund',
    keys: string[],
  ) {
    const moved = await this.transitions.move(manager, transition, keys);
    if (moved.length !== keys.length) throw new UnsettleableBetError(bet.betId, `a hold left held meanwhile`);
  }
}

/** The pot is both stakes, as held; a push or a void pays no commission and has no winner. */
function betPaidOut(bet: BetSettled, maker: LockedHold, taker: LockedHold, commission: bigint) {
  const makerStake = BigInt(maker.amount_cents as string);
  const takerStake = BigInt(taker.amount_cents as string);
  return createEvent(Events.BetPaidOut, bet.betId, {
    betId: bet.betId,
    winnerId: bet.result === 'won' ? bet.winnerId : null,
    pot: Money.format(makerStake + takerStake),
    commission: Money.format(commission),
    makerStake: Money.format(makerStake),
    takerStake: Money.format(takerStake),
    makerId: bet.makerId,
    takerId: bet.takerId,
    result: bet.result,
  });
}

/**
 * What each side's hold must be: the one stake of an even-money bet, or an exchange bet's two (the
 * backer's stake, the layer's liability), of which `stake` is the maker's.
 */
function stakesOf(bet: BetSettled): { maker: bigint; taker: bigint } {
  const stake = Money.toCents(bet.stake);
  if (!bet.exchange) return { maker: stake, taker: stake };
  const maker = Money.toCents(bet.exchange.makerStake);
  if (maker !== stake) {
    throw new UnsettleableBetError(
      bet.betId,
      `stake ${bet.stake} is not the maker's ${bet.exchange.makerStake}`,
    );
  }
  return { maker, taker: Money.toCents(bet.exchange.takerStake) };
}

function isSettled(hold: LockedHold): boolean {
  return hold.status === 'captured' || hold.status === 'released';
}
