import { Inject, Injectable, Logger } from '@nestjs/common';
import { BetSettled, betHoldKey, createEvent, Money, offerHoldKey, Events } from '@p2p/contracts';
import { CONFIG, OutboxService } from '@p2p/service-kit';
import { EntityManager } from 'typeorm';
import { BetEscrows } from '../escrow-trail/bet-escrows';
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
 * is a wallet.BetPaidOut in the same transaction.
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
    const makerKey = offerHoldKey(bet.offerId);
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
    this.assertMatches(bet, maker, bet.makerId);
    this.assertMatches(bet, taker, bet.takerId);

    // The rate applied now is the one the escrow trail shows for ever.
    await this.escrows.recordSettled(
      manager,
      bet,
      bet.result === 'won' ? this.config.BET_COMMISSION_BPS : null,
    );
    if (bet.result === 'won') await this.payWinner(manager, bet, maker, taker);
    else await this.refundBoth(manager, bet, maker, taker);
  }

  private async payWinner(manager: EntityManager, bet: BetSettled, maker: LockedHold, taker: LockedHold) {
    if (bet.winnerId !== bet.makerId && bet.winnerId !== bet.takerId) {
      throw new UnsettleableBetError(bet.betId, `winner ${bet.winnerId} is neither side`);
    }
    const [winner, loser] = bet.winnerId === bet.makerId ? [maker, taker] : [taker, maker];
    const winnerId = winner.user_id as string;
    const loserId = loser.user_id as string;
    const loserStake = BigInt(loser.amount_cents as string);
    const pot = BigInt(winner.amount_cents as string) + loserStake;
    // The configured ceiling (50%) keeps the commission within the loser's stake.
    const commission = Money.percentOf(pot, this.config.BET_COMMISSION_BPS);
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

  private assertMatches(bet: BetSettled, hold: LockedHold, userId: string): void {
    if (hold.status !== 'held')
      throw new UnsettleableBetError(bet.betId, `hold ${hold.key} is ${hold.status}`);
    if (hold.user_id !== userId) {
      throw new UnsettleableBetError(bet.betId, `hold ${hold.key} belongs to another user`);
    }
    if (BigInt(hold.amount_cents as string) !== Money.toCents(bet.stake)) {
      throw new UnsettleableBetError(bet.betId, `hold ${hold.key} is not the stake ${bet.stake}`);
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

function isSettled(hold: LockedHold): boolean {
  return hold.status === 'captured' || hold.status === 'released';
}
