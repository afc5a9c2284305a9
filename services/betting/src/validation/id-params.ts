import { ParseUUIDPipe } from '@nestjs/common';
import { OfferNotFoundError } from '../offers/offer.errors';
import { BetNotFoundError } from '../settlement/settlement.errors';

/** An id that is not even a UUID names nothing: answered as not found, like an unknown one. */
export const offerIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new OfferNotFoundError() });
export const betIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new BetNotFoundError() });
