export interface OfferCancelled {
  offerId: string;
  userId: string;
  stake: string;
}
export const OFFER_CANCELLED = 'betting.OfferCancelled' as const;
