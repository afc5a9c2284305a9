import { NotFoundError } from '@p2p/service-kit';

/** Also the answer to a user who is neither side: the bet's existence is not revealed. */
export class BetNotFoundError extends NotFoundError {
  constructor() {
    super('Bet not found');
  }
}
