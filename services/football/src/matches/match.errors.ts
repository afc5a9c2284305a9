import { ConflictError, NotFoundError, ValidationFailedError } from '@p2p/service-kit';

export class MatchNotFoundError extends NotFoundError {
  constructor() {
    super('Match not found');
  }
}

/** A change the match's status does not allow (finishing a postponed match, moving a live one). */
export class MatchTransitionError extends ConflictError {
  constructor(message: string) {
    super(message);
  }
}

export class InvalidDateError extends ValidationFailedError {
  constructor() {
    super('Invalid date');
  }
}
