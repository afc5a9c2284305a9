import { createEvent, Money, Events } from '@p2p/contracts';
import type { Bet, BetResult } from '../bets/bet.entity';
import { exchangeTermsOf } from '../matching/bet-events';

/** What the winner of an exchange bet pays, and at which rate. */
export interface ExchangeCommission {
  cents: bigint;
  bps: number;
}

/**
 * The wallet captures both holds and pays the winner, or refunds both on a push or a void. A bet
 * an admin settled by hand names them and their reason. A part of an exchange offer carries its
 * price, both holds and the commission its winner pays (betting's, per market: `exchangeCommissions`).
 */
export const betSettled = (
  bet: Bet,
  result: BetResult,
  winnerId: string | null,
  settledBy?: { adminId: string; reason: string },
  commission?: ExchangeCommission,
) => {
  const exchange = exchangeTermsOf(bet);
  return createEvent(Events.BetSettled, bet.offerId, {
    betId: bet.id,
    offerId: bet.offerId,
    matchId: bet.matchId,
    makerId: bet.makerId,
    takerId: bet.takerId,
    winnerId,
    stake: Money.format(bet.amountCents),
    result,
    ...(settledBy ? { settledBy: { adminId: settledBy.adminId, reason: settledBy.reason } } : {}),
    ...(exchange
      ? {
          exchange: {
            ...exchange,
            commission: Money.format(commission?.cents ?? 0n),
            commissionBps: commission?.bps ?? 0,
          },
        }
      : {}),
  });
};
