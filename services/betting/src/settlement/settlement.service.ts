import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PeerBet, Selection } from '@p2p/contracts';
import { CONFIG, OutboxService } from '@p2p/service-kit';
import type { BettingConfig } from '../betting.config';
import { DataSource, EntityManager } from 'typeorm';
import { Bet } from '../bets/bet.entity';
import { BetQueries } from '../bets/bet.queries';
import { BetClosing, BetTransitions } from '../bets/bet-transitions';
import { toPeerBetView } from '../bets/bet.view';
import { OfferTransitions } from '../offers/offer-transitions';
import { marketOf, normalizeSelection } from '../offers/selection';
import { SettleBetDto } from './dto/settle-bet.dto';
import { betSettled, ExchangeCommission } from './bet-settled.event';
import { exchangeCommissions } from './exchange-commission';
import { BetAlreadySettledError, BetNotFoundError, RulingNotApplicableError } from './settlement.errors';
import { decide, decideExchange, Decision, fromRuling, Happened } from './settlement-rule';

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
    @Inject(CONFIG) private readonly config: BettingConfig,
  ) {}

  /**
   * Every matched bet on a finished match; answers how many were settled now. The parts of exchange
   * offers settle together, so each bettor's commission is charged once per market, on their net.
   */
  async settleMatch(manager: EntityManager, matchId: string, happened: Happened): Promise<number> {
    const outcomes = (await this.matchedBets(manager, matchId)).map((bet) => ({
      bet,
      outcome:
        bet.makerSide === null
          ? decide(bet, happened)
          : decideExchange({ ...bet, makerSide: bet.makerSide }, happened),
    }));
    const commissions = this.commissionsOf(outcomes);
    let settled = 0;
    for (const { bet, outcome } of outcomes) {
      if (await this.close(manager, bet, outcome, SETTLED_BY_FOOTBALL, undefined, commissions.get(bet.id)))
        settled++;
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
      const outcome = this.decideRuling(bet, ruling);
      // A ruling settles one bet: for an exchange bet, its market's commission is on that bet alone.
      const commission = this.commissionsOf([{ bet, outcome }]).get(bet.id);
      await this.close(manager, bet, outcome, `admin:${admin.adminId}`, admin, commission);
    });
  }

  private decideRuling(bet: Bet, ruling: Ruling): Decision | 'void' {
    if (ruling === 'void') return 'void';
    if (ruling === 'push') return { result: 'push', winnerId: null };
    if (marketOf(ruling) !== marketOf(bet.makerSelection)) throw new RulingNotApplicableError();
    if (bet.makerSide !== null)
      return decideExchange({ ...bet, makerSide: bet.makerSide }, fromRuling(ruling));
    return decide(bet, fromRuling(ruling));
  }

  /** The commission of each won part of an exchange offer among these outcomes, at the exchange's rate. */
  private commissionsOf(
    outcomes: ReadonlyArray<{ bet: Bet; outcome: Decision | 'void' }>,
  ): Map<string, ExchangeCommission> {
    const bps = this.config.EXCHANGE_COMMISSION_BPS;
    const parts = outcomes.flatMap(({ bet, outcome }) =>
      bet.takerAmountCents === null
        ? []
        : [
            {
              betId: bet.id,
              market: `${bet.matchId}:${marketOf(bet.makerSelection)}`,
              makerId: bet.makerId,
              takerId: bet.takerId,
              makerStakeCents: bet.amountCents,
              takerStakeCents: bet.takerAmountCents,
              winnerId: outcome === 'void' ? null : outcome.winnerId,
            },
          ],
    );
    const commissions = exchangeCommissions(parts, bps);
    return new Map([...commissions].map(([betId, cents]) => [betId, { cents, bps }]));
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
    commission?: ExchangeCommission,
  ): Promise<boolean> {
    const transition = outcome === 'void' ? 'void' : 'settle';
    const result = outcome === 'void' ? 'void' : outcome.result;
    const winnerId = outcome === 'void' ? null : outcome.winnerId;
    const closing: BetClosing = {
      result,
      winnerId,
      settledBy,
      reason: manual?.reason ?? null,
      commissionCents: commission?.cents ?? null,
    };
    if (!(await this.betTransitions.close(manager, bet.id, transition, closing))) return false;
    // An exchange offer does not follow its parts: it stays open (or cancelled, or expired) for its remainder.
    if (bet.makerSide === null) await this.offers.close(manager, bet.offerId, transition);
    await this.outbox.add(manager, betSettled(bet, result, winnerId, manual, commission));
    return true;
  }
}
