import type {
  BetPaidOut,
  BetSettled,
  DepositApproved,
  DepositSubmitted,
  MatchFinished,
  MatchScheduled,
  OfferCreated,
  OfferMatched,
  UserRegistered,
  WithdrawalProcessed,
  WithdrawalRequested,
} from '@p2p/contracts';
import { Money } from '@p2p/contracts';
import { randomUUID } from 'node:crypto';

/** Payloads of other services' events, with plausible defaults: override what a test is about. */

export function userRegistered(overrides: Partial<UserRegistered> = {}): UserRegistered {
  const userId = overrides.userId ?? randomUUID();
  const username = overrides.username ?? `user_${userId.slice(0, 8)}`;
  return {
    userId,
    username,
    name: 'Test Bettor',
    email: `${username}@example.test`,
    role: 'user',
    isEmailVerified: true,
    ...overrides,
  };
}

export function matchScheduled(overrides: Partial<MatchScheduled> = {}): MatchScheduled {
  return {
    matchId: `match-${randomUUID().slice(0, 8)}`,
    leagueId: 'premier-league',
    leagueName: 'Premier League',
    competition: { name: 'Premier League', logo: '/api/football/logos/premier-league.svg' },
    homeTeam: { id: 'arsenal', name: 'Arsenal', shortName: 'ARS', logo: '/logos/arsenal.svg' },
    awayTeam: { id: 'chelsea', name: 'Chelsea', shortName: 'CHE', logo: '/logos/chelsea.svg' },
    kickoffAt: new Date(Date.now() + 86_400_000).toISOString(),
    status: 'Scheduled',
    featured: false,
    ...overrides,
  };
}

/** Full time at 2-1, by the clock unless `finishedBy` says an admin finished it now. */
export function matchFinished(overrides: Partial<MatchFinished> = {}): MatchFinished {
  return {
    matchId: randomUUID(),
    result: 'home_win',
    score: { home: 2, away: 1 },
    ...overrides,
  };
}

export function offerCreated(overrides: Partial<OfferCreated> = {}): OfferCreated {
  return {
    offerId: randomUUID(),
    userId: randomUUID(),
    matchId: 'match-1',
    stake: '10.00',
    selection: 'home_win',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

export function offerMatched(overrides: Partial<OfferMatched> = {}): OfferMatched {
  return {
    offerId: randomUUID(),
    betId: randomUUID(),
    matchId: 'match-1',
    makerId: randomUUID(),
    takerId: randomUUID(),
    stake: '10.00',
    makerSelection: 'home_win',
    takerSelection: 'away_win',
    ...overrides,
  };
}

/** The settlement of a matched bet: the maker wins unless told otherwise. */
export function betSettled(bet: OfferMatched, overrides: Partial<BetSettled> = {}): BetSettled {
  return {
    betId: bet.betId,
    offerId: bet.offerId,
    matchId: bet.matchId,
    makerId: bet.makerId,
    takerId: bet.takerId,
    winnerId: bet.makerId,
    stake: bet.stake,
    result: 'won',
    ...overrides,
  };
}

export function betPaidOut(bet: OfferMatched, overrides: Partial<BetPaidOut> = {}): BetPaidOut {
  const pot = overrides.pot ?? '20.00';
  const stake = Money.format(Money.toCents(pot) / 2n);
  return {
    betId: bet.betId,
    winnerId: bet.makerId,
    pot,
    commission: '0.40',
    makerStake: stake,
    takerStake: stake,
    ...overrides,
  };
}

export function depositSubmitted(overrides: Partial<DepositSubmitted> = {}): DepositSubmitted {
  return {
    depositId: randomUUID(),
    userId: randomUUID(),
    amount: '100.00',
    fee: '3.00',
    net: '97.00',
    methodType: 'bank_transfer',
    methodName: 'First Bank',
    transactionReference: 'REF-1',
    hasProof: false,
    ...overrides,
  };
}

export function depositApproved(
  deposit: DepositSubmitted,
  overrides: Partial<DepositApproved> = {},
): DepositApproved {
  return {
    depositId: deposit.depositId,
    userId: deposit.userId,
    amount: deposit.amount,
    fee: deposit.fee,
    net: deposit.net,
    approvedBy: randomUUID(),
    adminNotes: 'Seen on the statement',
    ...overrides,
  };
}

export function withdrawalRequested(overrides: Partial<WithdrawalRequested> = {}): WithdrawalRequested {
  return {
    withdrawalId: randomUUID(),
    userId: randomUUID(),
    amountNgn: '15000.00',
    amountUsd: '10.00',
    rate: '1500.00',
    bankName: 'First Bank',
    accountNumber: '3012345678',
    accountName: 'Test Bettor',
    ...overrides,
  };
}

export function withdrawalProcessed(
  withdrawal: WithdrawalRequested,
  overrides: Partial<WithdrawalProcessed> = {},
): WithdrawalProcessed {
  return {
    withdrawalId: withdrawal.withdrawalId,
    userId: withdrawal.userId,
    amountNgn: withdrawal.amountNgn,
    amountUsd: withdrawal.amountUsd,
    processedBy: randomUUID(),
    adminNotes: null,
    ...overrides,
  };
}
