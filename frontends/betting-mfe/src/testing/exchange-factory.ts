import type {
  BetOffer,
  ExchangeBook,
  ExchangeOfferTerms,
  ExchangePriceLevel,
  ExchangeSelectionBook,
  HistoryEntry,
  MatchSummary,
  Selection,
} from '../shared/api/types';
import { anOffer } from './offer-factory';

let sequence = 0;

/** A price level of one offer with `available` unmatched, unless its offers are given. */
export function aLevel(
  odds: string,
  available: string,
  offers: ExchangePriceLevel['offers'] = [{ id: `exchange-offer-${++sequence}`, unmatched: available }],
): ExchangePriceLevel {
  return { odds, available, offers };
}

/**
 * The book of match m-1 (the offer factory's Arsenal vs Chelsea) at 2% commission: every selection
 * empty unless given.
 */
export function aBook(
  selections: Partial<Record<Selection, Partial<Omit<ExchangeSelectionBook, 'selection'>>>> = {},
  overrides: Partial<Omit<ExchangeBook, 'selections'>> = {},
): ExchangeBook {
  const all: Selection[] = ['home_win', 'away_win', 'draw', 'over_2.5', 'under_2.5', 'btts_yes', 'btts_no'];
  return {
    matchId: 'm-1',
    commissionBps: 200,
    selections: all.map((selection) => ({
      selection,
      toBack: selections[selection]?.toBack ?? [],
      toLay: selections[selection]?.toLay ?? [],
    })),
    ...overrides,
  };
}

/** The match of the factory's book, as its card hands it to the exchange: Arsenal vs Chelsea in two hours. */
export function anExchangeMatch(overrides: Partial<MatchSummary> = {}): MatchSummary {
  const { match } = anOffer();
  return {
    id: 'm-1',
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    league: match.league,
    startTime: match.startTime,
    status: match.status,
    ...overrides,
  };
}

/** Alice's open offer to back Home Win at 3.0 for $50.00, $30.00 of it matched unless told otherwise. */
export function anExchangeOffer(
  terms: Partial<ExchangeOfferTerms> = {},
  overrides: Partial<BetOffer> = {},
): BetOffer {
  const exchange = {
    side: 'back',
    odds: '3.0',
    stake: '50.00',
    matched: '30.00',
    unmatched: '20.00',
    ...terms,
  } as const;
  return anOffer({ betAmount: exchange.stake, exchange, ...overrides });
}

/**
 * Alice's history entry of an exchange offer on Arsenal vs Chelsea: backing Home Win at 3.0 for $50.00,
 * $30.00 of it matched, still open unless told otherwise. A bet's entry sets `originalData.kind`.
 */
export function anExchangeEntry(
  exchange: Partial<NonNullable<HistoryEntry['exchange']>> = {},
  overrides: Partial<HistoryEntry> = {},
): HistoryEntry {
  const { match } = anOffer();
  sequence += 1;
  return {
    id: `entry-${sequence}`,
    date: new Date(Date.now() - 3_600_000).toISOString(),
    event: `${match.homeTeam} vs ${match.awayTeam}`,
    selection: 'home_win',
    stake: '50.00',
    payout: null,
    potentialWinnings: '100.00',
    odds: 3,
    status: 'open',
    type: 'peerbet',
    betType: 'Match Result',
    league: match.league,
    opponent: null,
    result: null,
    profit: null,
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    matchDate: match.startTime,
    originalData: { kind: 'offer', offerId: `exchange-offer-${sequence}`, betId: null, matchId: 'm-1' },
    exchange: { side: 'back', odds: '3.0', matched: '30.00', commission: null, ...exchange },
    ...overrides,
  };
}
