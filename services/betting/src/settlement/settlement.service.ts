import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PeerBet, Selection } from '@p2p/contracts';
import { OutboxService } from '@p2p/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import { Bet } from '../bets/bet.entity';
import { BetQueries } from '../bets/bet.queries';
import { BetClosing, BetTransitions } from '../bets/bet-transitions';
import { toPeerBetView } from '../bets/bet.view';
import { OfferTransitions } from '../offers/offer-transitions';
import { marketOf, normalizeSelection } from '../offers/selection';
import { SettleBetDto } from './dto/settle-bet.dto';
import { betSettled } from './bet-settled.event';
import { BetAlreadySettledError, BetNotFoundError, RulingNotApplicableError } from './settlement.errors';
import { decide, Decision, fromRuling, Happened } from './settlement-rule';

/** Settled by football's events, or by an admin's ruling. */
export const SETTLED_BY_FOOTBALL = 'football';

export type Ruling = Selection | 'push' | 'void';

/** Who settled a bet by hand, and why: kept on the bet and sent in its BetSettled. */
export interface ManualSettlement {
  adminId: string;
  reason: string;
}

/** The admin id of a ruling whose caller did not name its admin (settled_by was always optional). */
const UNNAMED_ADMIN = 'admin';

/**
 * Closes matched bets: each one moves matched -> settled | void with one conditional UPDATE and
 * writes BetSettled in the same transaction, so a bet settles once whatever the redeliveries, and the
 * wallet pays from that event.
 */
@Injectable()
export class SettlementService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly bets: BetQueries,
    private readonly offers: OfferTransitions,
    private readonly betTransitions: BetTransitions,
  ) {}

  /** Every matched bet on a finished match; answers how many were settled now. */
  async settleMatch(manager: EntityManager, matchId: string, happened: Happened): Promise<number> {
    let settled = 0;
    for (const bet of await this.matchedBets(manager, matchId)) {
      if (await this.close(manager, bet, decide(bet, happened), SETTLED_BY_FOOTBALL)) settled++;
    }
    return settled;
  }

  /** Cancelled, postponed or abandoned: every matched bet is void and both stakes go back. */
  async voidMatch(manager: EntityManager, matchId: string): Promise<number> {
    let voided = 0;
    for (const bet of await this.matchedBets(manager, matchId)) {
      if (await this.close(manager, bet, 'void', SETTLED_BY_FOOTBALL)) voided++;
    }
    return voided;
  }

  /** The admin service's command; answers the settled bet. */
  async settleByRuling(betId: string, dto: SettleBetDto): Promise<PeerBet> {
    const ruling: Ruling =
      dto.result === 'push' || dto.result === 'void'
        ? dto.result
        : (normalizeSelection(dto.result) as Selection);
    await this.settleBet(betId, ruling, { adminId: dto.settledBy ?? UNNAMED_ADMIN, reason: dto.reason });
    const row = await this.bets.row(betId);
    if (!row) throw new BetNotFoundError();
    return toPeerBetView(row, '');
  }

  /**
   * An admin's ruling on one bet: the selection that came true, or push / void to refund both. Under
   * the bet's row lock, so of any number of concurrent rulings one settles it and the others find
   * it settled (409).
   */
  async settleBet(betId: string, ruling: Ruling, admin: ManualSettlement): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const bet = await manager.findOne(Bet, { where: { id: betId }, lock: { mode: 'pessimistic_write' } });
      if (!bet) throw new BetNotFoundError();
      if (bet.status !== 'matched') throw new BetAlreadySettledError();
      await this.close(manager, bet, this.decideRuling(bet, ruling), `admin:${admin.adminId}`, admin);
    });
  }

  private decideRuling(bet: Bet, ruling: Ruling): Decision | 'void' {
    if (ruling === 'void') return 'void';
    if (ruling === 'push') return { result: 'push', winnerId: null };
    if (marketOf(ruling) !== marketOf(bet.makerSelection)) throw new RulingNotApplicableError();
    return decide(bet, fromRuling(ruling));
  }

  private matchedBets(manager: EntityManager, matchId: string): Promise<Bet[]> {
    return manager.find(Bet, {
      where: { matchId, status: 'matched' },
      order: { createdAt: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  private async close(
    manager: EntityManager,
    bet: Bet,
    outcome: Decision | 'void',
    settledBy: string,
    manual?: ManualSettlement,
  ): Promise<boolean> {
    const transition = outcome === 'void' ? 'void' : 'settle';
    const result = outcome === 'void' ? 'void' : outcome.result;
    const winnerId = outcome === 'void' ? null : outcome.winnerId;
    const closing: BetClosing = { result, winnerId, settledBy, reason: manual?.reason ?? null };
    if (!(await this.betTransitions.close(manager, bet.id, transition, closing))) return false;
    await this.offers.close(manager, bet.offerId, transition);
    await this.outbox.add(manager, betSettled(bet, result, winnerId, manual));
    return true;
  }
}
