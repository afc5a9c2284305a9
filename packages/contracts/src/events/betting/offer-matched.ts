import { Selection } from './selection';

export interface OfferMatched {
  offerId: string;
  betId: string;
  matchId: string;
  makerId: string;
  takerId: string;
  /** Each side's stake, decimal dollars. */
  stake: string;
  makerSelection: Selection;
  takerSelection: Selection;
}
export const OFFER_MATCHED = 'betting.OfferMatched' as const;
