import { ConflictError, ForbiddenError, NotFoundError, ValidationFailedError } from '@p2p/service-kit';

export class DepositNotFoundError extends NotFoundError {
  constructor() {
    super('Deposit not found');
  }
}

export class DepositAlreadyProcessedError extends ConflictError {
  constructor() {
    super('Deposit has already been processed');
  }
}

/** Four eyes on money coming in: an admin does not approve their own deposit. */
export class OwnDepositError extends ForbiddenError {
  constructor() {
    super('You cannot process your own deposit');
  }
}

export class DepositAmountOutOfRangeError extends ValidationFailedError {
  constructor() {
    super('Deposit amount must be between $1 and $10,000');
  }
}

export class PaymentMethodUnavailableError extends ValidationFailedError {
  constructor() {
    super('Payment method is not available');
  }
}

export class ProofNotFoundError extends NotFoundError {
  constructor() {
    super('Proof of payment not found');
  }
}

/** Each pending deposit holds up to 5 MB of proof and an admin's attention: a few at a time per user. */
export class TooManyPendingDepositsError extends ConflictError {
  constructor(limit: number) {
    super(`You already have ${limit} deposits awaiting approval. Please wait for them to be reviewed.`);
  }
}

/** A $1 bank deposit would credit -$1 after the $2 minimum fee. */
export class DepositBelowFeeError extends ValidationFailedError {
  constructor(fee: string) {
    super(`Deposit amount must be more than the processing fee of $${fee}`);
  }
}
