import { marketCommissionCents } from '@p2p/contracts';

/** An exchange bet as settled: who won (null: a push or a void), and what each side held. */
export interface SettledPart {
  betId: string;
  /** The bettors' market: the same for every bet on one selection's market of one match. */
  market: string;
  makerId: string;
  takerId: string;
  makerStakeCents: bigint;
  takerStakeCents: bigint;
  winnerId: string | null;
}

/**
 * The commission each winning bet pays, by bet id (bets not named pay none). Per bettor and market,
 * the bettor's results there (what each bet won, less what each lost) are charged once, on their sum
 * when positive (`marketCommissionCents`), and the charge is then taken from their winning bets in
 * the order given, each paying at most what it won: the sum is at most the net, which is at most the
 * winnings, so it is always taken in full.
 */
export function exchangeCommissions(parts: readonly SettledPart[], bps: number): Map<string, bigint> {
  const byBettor = new Map<string, { results: bigint[]; won: Array<{ betId: string; winnings: bigint }> }>();
  const entry = (userId: string, market: string) => {
    const key = `${market}\u0000${userId}`;
    const found = byBettor.get(key) ?? { results: [], won: [] };
    byBettor.set(key, found);
    return found;
  };
  for (const part of parts) {
    if (part.winnerId === null) continue;
    const makerWon = part.winnerId === part.makerId;
    const [winner, loser] = makerWon ? [part.makerId, part.takerId] : [part.takerId, part.makerId];
    // The winner wins what the loser held, and the loser loses it.
    const loserStake = makerWon ? part.takerStakeCents : part.makerStakeCents;
    const winning = entry(winner, part.market);
    winning.results.push(loserStake);
    winning.won.push({ betId: part.betId, winnings: loserStake });
    entry(loser, part.market).results.push(-loserStake);
  }
  const commissions = new Map<string, bigint>();
  for (const { results, won } of byBettor.values()) {
    let owed = marketCommissionCents(results, bps);
    for (const { betId, winnings } of won) {
      const share = owed < winnings ? owed : winnings;
      commissions.set(betId, share);
      owed -= share;
    }
  }
  return commissions;
}
