import { ConflictError, NotFoundError } from '@p2p/service-kit';

export class OfferNotFoundError extends NotFoundError {
  constructor() {
    super('Bet offer not found');
  }
}

export class MatchNotFoundError extends NotFoundError {
  constructor() {
    super('Match not found');
  }
}

export class BettingClosedError extends ConflictError {
  constructor() {
    super('Betting is closed for this match');
  }
}

export class OfferNotCancellableError extends ConflictError {
  constructor() {
    super('Only open bet offers can be cancelled');
  }
}
