import { createEvent, Money, Events } from '@p2p/contracts';
import type { Bet, BetResult } from '../bets/bet.entity';

/**
 * The wallet captures both holds and pays the winner, or refunds both on a push or a void. A bet
 * an admin settled by hand names them and their reason.
 */
export const betSettled = (
  bet: Bet,
  result: BetResult,
  winnerId: string | null,
  settledBy?: { adminId: string; reason: string },
) =>
  createEvent(Events.BetSettled, bet.offerId, {
    betId: bet.id,
    offerId: bet.offerId,
    matchId: bet.matchId,
    makerId: bet.makerId,
    takerId: bet.takerId,
    winnerId,
    stake: Money.format(bet.amountCents),
    result,
    ...(settledBy ? { settledBy: { adminId: settledBy.adminId, reason: settledBy.reason } } : {}),
  });
