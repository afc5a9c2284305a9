import { Selection } from './selection';

export interface OfferCreated {
  offerId: string;
  userId: string;
  matchId: string;
  /** Decimal dollars, two places. */
  stake: string;
  selection: Selection;
  createdAt: string;
  /** Absent on events from before private offers: public. */
  visibility?: 'public' | 'user' | 'link';
  /** The user a `user` offer is for. */
  privateToUserId?: string;
}
export const OFFER_CREATED = 'betting.OfferCreated' as const;
