export interface OfferExpired {
  offerId: string;
  userId: string;
  stake: string;
}
export const OFFER_EXPIRED = 'betting.OfferExpired' as const;
