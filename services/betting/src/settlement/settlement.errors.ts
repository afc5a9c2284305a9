import { ConflictError, NotFoundError, ValidationFailedError } from '@p2p/service-kit';

export class BetNotFoundError extends NotFoundError {
  constructor() {
    super('Bet not found');
  }
}

export class BetAlreadySettledError extends ConflictError {
  constructor() {
    super('Bet is already settled');
  }
}

export class RulingNotApplicableError extends ValidationFailedError {
  constructor() {
    super('Result does not apply to this bet');
  }
}
