import type { AdminBet, ExchangeBetTerms } from '@p2p/contracts/api';

let sequence = 0;

/** A matched $25.00 bet: alice backs Arsenal to win, bob backs Chelsea, in the Premier League. */
export function anAdminBet(overrides: Partial<AdminBet> = {}): AdminBet {
  const n = ++sequence;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    offerId: `offer-${n}`,
    matchId: `match-${n}`,
    match: {
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      league: 'Premier League',
      startTime: '2026-02-10T20:00:00.000Z',
    },
    maker: { id: 'u-alice', username: 'alice' },
    taker: { id: 'u-bob', username: 'bob' },
    makerSelection: 'home_win',
    takerSelection: 'away_win',
    stake: '25.00',
    status: 'matched',
    result: null,
    winnerId: null,
    settledBy: null,
    matchedAt: '2026-02-09T12:00:00.000Z',
    settledAt: null,
    ...overrides,
  };
}

/**
 * A part of an exchange offer: alice backs Arsenal at 3.0 and bob lays $20.00 of her stake, a
 * liability of $40.00. Both sides name the offer's selection.
 */
export function anExchangeBet(
  overrides: Partial<AdminBet> = {},
  exchange: Partial<ExchangeBetTerms> = {},
): AdminBet {
  const terms: ExchangeBetTerms = {
    odds: '3.0',
    makerSide: 'back',
    makerStake: '20.00',
    takerStake: '40.00',
    commission: null,
    ...exchange,
  };
  return anAdminBet({ takerSelection: 'home_win', stake: terms.makerStake, exchange: terms, ...overrides });
}
