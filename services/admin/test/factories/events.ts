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
import { exchangeHolds, Money, otherSide, type ExchangeSide, type Selection } from '@p2p/contracts';
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

/** An exchange offer: the maker backs (or lays) a selection at a price for a backer's stake. */
export interface ExchangeOffer {
  offerId: string;
  makerId: string;
  matchId: string;
  selection: Selection;
  side: ExchangeSide;
  odds: number;
  stake: string;
}

/** Home win backed at 3.0 for $50.00 unless told otherwise. */
export function exchangeOffer(overrides: Partial<ExchangeOffer> = {}): ExchangeOffer {
  return {
    offerId: randomUUID(),
    makerId: randomUUID(),
    matchId: 'match-1',
    selection: 'home_win',
    side: 'back',
    odds: 300,
    stake: '50.00',
    ...overrides,
  };
}

/** OfferCreated of an exchange offer names the backer's whole stake, as betting writes it. */
export function exchangeOfferCreated(offer: ExchangeOffer): OfferCreated {
  return offerCreated({
    offerId: offer.offerId,
    userId: offer.makerId,
    matchId: offer.matchId,
    stake: offer.stake,
    selection: offer.selection,
  });
}

/**
 * A part of the offer taken by `takerId` for `backerStake` of its stake: a bet of its own, on the
 * offer's selection on both sides; the backer holds the stake and the layer its liability.
 */
export function partMatched(offer: ExchangeOffer, takerId: string, backerStake: string): OfferMatched {
  const holds = exchangeHolds(Money.toCents(backerStake), offer.odds);
  const makerStake = Money.format(holds[offer.side]);
  return {
    offerId: offer.offerId,
    betId: randomUUID(),
    matchId: offer.matchId,
    makerId: offer.makerId,
    takerId,
    stake: makerStake,
    makerSelection: offer.selection,
    takerSelection: offer.selection,
    exchange: {
      odds: offer.odds,
      makerSide: offer.side,
      makerStake,
      takerStake: Money.format(holds[otherSide(offer.side)]),
    },
  };
}

/** A part won by `winnerId`, who pays `commission` of their market's commission at 2%. */
export function partSettled(part: OfferMatched, winnerId: string, commission: string): BetSettled {
  if (!part.exchange) throw new Error('Not a part of an exchange offer');
  return {
    ...betSettled(part, { winnerId }),
    exchange: { ...part.exchange, commission, commissionBps: 200 },
  };
}

/** The wallet's payout of a won part: both holds, less the winner's commission. */
export function partPaidOut(part: OfferMatched, winnerId: string, commission: string): BetPaidOut {
  if (!part.exchange) throw new Error('Not a part of an exchange offer');
  const { makerStake, takerStake } = part.exchange;
  return {
    betId: part.betId,
    winnerId,
    pot: Money.format(Money.toCents(makerStake) + Money.toCents(takerStake)),
    commission,
    makerStake,
    takerStake,
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
