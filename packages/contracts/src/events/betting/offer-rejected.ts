/** An offer that never opened (its hold failed or a crash left it pending); any hold it got is released. */
export interface OfferRejected {
  offerId: string;
  userId: string;
  stake: string;
  reason: string;
}
export const OFFER_REJECTED = 'betting.OfferRejected' as const;
