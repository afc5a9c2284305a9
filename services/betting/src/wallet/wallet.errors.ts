import { DomainError } from '@p2p/service-kit';

/** The wallet refused a hold: the screens turn this exact text into the insufficient-balance modal. */
export class InsufficientBalanceError extends DomainError {
  constructor() {
    super('unprocessable', 'Insufficient balance');
  }
}

/** No answer we can trust (network, timeout, 5xx): the request may or may not have been applied. */
export class WalletUnavailableError extends DomainError {
  constructor() {
    super('unavailable', 'Wallet is temporarily unavailable, please try again');
  }
}

/** The wallet answered 409 for a hold key: it was released before the hold arrived, or reused. */
export class HoldRefusedError extends DomainError {
  constructor(reason: string) {
    super('conflict', reason);
  }
}
