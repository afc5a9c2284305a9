import { HoldRefusal, HoldRefusals } from '@p2p/contracts';
import { DomainError } from '@p2p/service-kit';

/** A refusal of the hold protocol: its status, its words and its machine code, all from the contract. */
export class HoldRefusedError extends DomainError {
  constructor(readonly refusal: HoldRefusal) {
    super(refusal.status === 422 ? 'unprocessable' : 'conflict', refusal.message, { code: refusal.code });
  }
}

export class HoldKeyReusedError extends HoldRefusedError {
  constructor() {
    super(HoldRefusals.keyReused);
  }
}

export class HoldAlreadyReleasedError extends HoldRefusedError {
  constructor() {
    super(HoldRefusals.released);
  }
}

/** The ledger's Insufficient balance, answered to a hold with the protocol's code. */
export class HoldInsufficientBalanceError extends HoldRefusedError {
  constructor() {
    super(HoldRefusals.insufficient);
  }
}

/** A part's source is another user's, not held, a part itself, or holds less than the part. */
export class HoldSourceShortError extends HoldRefusedError {
  constructor() {
    super(HoldRefusals.sourceShort);
  }
}
