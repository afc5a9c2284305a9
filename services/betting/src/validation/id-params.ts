import { ParseUUIDPipe } from '@nestjs/common';
import { OfferNotFoundError } from '../offers/offer.errors';
import { BetNotFoundError } from '../settlement/settlement.errors';

/** An id that is not even a UUID names nothing: answered as not found, like an unknown one. */
export const offerIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new OfferNotFoundError() });
export const betIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new BetNotFoundError() });

/** A link token is 43 base64url characters; anything else is a link that opens nothing. */
export const linkTokenPipe = {
  transform(value: string): string {
    if (!/^[A-Za-z0-9_-]{43}$/.test(value)) throw new OfferNotFoundError();
    return value;
  },
};
