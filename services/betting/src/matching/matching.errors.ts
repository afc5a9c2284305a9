import { ConflictError } from '@p2p/service-kit';

export class OfferUnavailableError extends ConflictError {
  constructor() {
    super('Bet offer is no longer available');
  }
}

export class OfferExpiredError extends ConflictError {
  constructor() {
    super('Bet offer has expired');
  }
}
