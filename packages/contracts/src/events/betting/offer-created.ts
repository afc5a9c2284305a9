import { Selection } from './selection';

export interface OfferCreated {
  offerId: string;
  userId: string;
  matchId: string;
  /** Decimal dollars, two places. */
  stake: string;
  selection: Selection;
  createdAt: string;
}
export const OFFER_CREATED = 'betting.OfferCreated' as const;
