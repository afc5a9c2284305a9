import { createContext, useContext } from 'react';
import type { BetOffer, MatchSummary, OfferMatch, PeerBet, Selection } from '../api/types';
import type { ExchangeFill } from './exchange-terms';
import type { OfferAction } from './offer-errors';
import type { EvenMoneySelection } from './offer-schema';

export interface CreateOfferOptions {
  /** The match the offer is on; without one the modal asks for a league and a match. */
  match?: MatchSummary;
  /** The prediction to start with (a Home Win / Draw / Away Win button that was clicked). */
  selection?: EvenMoneySelection;
  /** Offer Over / Under 2.5 besides the match result (default true). */
  allowTotals?: boolean;
}

/** What cancelling needs to know: the offer, its stake and its match (an offer card or a history line). */
export interface CancellableOffer {
  id: string;
  betAmount: string;
  match: Pick<OfferMatch, 'homeTeam' | 'awayTeam'>;
  /** What the offer predicts, for the confirmation to name. */
  selection?: string;
  /** An exchange offer's price and fill: only its unmatched remainder is cancelled. */
  exchange?: ExchangeFill;
}

export interface MatchOfferOptions {
  /** The secret of the link the offer was opened by: a link offer is taken only with it. */
  linkToken?: string;
  /** Runs once the bet is made, after the success toast. */
  onMatched?: (bet: PeerBet) => void;
}

export interface BettingActions {
  /** Asks to confirm, then takes `counter` against the offer (Login Required for guests). */
  matchOffer(offer: BetOffer, counter: Selection, options?: MatchOfferOptions): void;
  /** Asks to confirm, then cancels the user's own open offer (an exchange offer's unmatched remainder). */
  cancelOffer(offer: CancellableOffer): void;
  /** Opens Create Bet Offer (Login Required for guests). */
  openCreateOffer(options?: CreateOfferOptions): void;
  /** Shows a failed action as the error catalogue says: a dialog, the Insufficient Balance modal or a toast. */
  reportFailure(action: OfferAction, error: unknown): void;
  /** The offer whose action is running, so its card can show a spinner. */
  busyOfferId: string | null;
}

export const BettingActionsContext = createContext<BettingActions | null>(null);

export function useBettingActions(): BettingActions {
  const actions = useContext(BettingActionsContext);
  if (!actions) throw new Error('useBettingActions must be used inside a BettingActionsProvider');
  return actions;
}
