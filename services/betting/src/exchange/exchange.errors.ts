import { MIN_PART_CENTS, Money } from '@p2p/contracts';
import { ConflictError, ValidationFailedError } from '@p2p/service-kit';

/** A part larger than what is left of the offer: the taker hears what is left, to take that instead. */
export class PartTooLargeError extends ConflictError {
  constructor(unmatchedCents: bigint) {
    super(`Only $${Money.format(unmatchedCents)} of this offer is still unmatched`);
  }
}

export class PartTooSmallError extends ValidationFailedError {
  constructor() {
    super(`The smallest part you can take is $${Money.format(MIN_PART_CENTS)}, or all that is left if less`);
  }
}

/** At a price near 1.01 a tiny part would hold nothing on one side. */
export class PartHoldsNothingError extends ValidationFailedError {
  constructor() {
    super('This part is too small at these odds: one side would stake nothing');
  }
}

export class NotAnExchangeOfferError extends ValidationFailedError {
  constructor() {
    super('This offer is even money: take it whole with a different outcome');
  }
}

/** An even-money offer taken through the exchange's route, or the other way round. */
export class NotAnEvenMoneyOfferError extends ValidationFailedError {
  constructor() {
    super('This offer is at a price: take a part of it on the exchange');
  }
}
