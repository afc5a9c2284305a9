import { DomainError, ValidationFailedError } from '@p2p/service-kit';

/** Errors of the six-digit codes (email PIN, SMS recovery code), with the texts the screens show. */
export class InvalidCodeError extends ValidationFailedError {
  constructor() {
    super('Invalid verification code');
  }
}

export class ExpiredCodeError extends ValidationFailedError {
  constructor() {
    super('Verification code has expired. Please request a new code.');
  }
}

export class TooManyCodeAttemptsError extends DomainError {
  constructor() {
    super('too_many_requests', 'Too many attempts. Please request a new code.');
  }
}

/** Wrong guesses a code survives; the next guess needs a new code. */
export const MAX_WRONG_CODE_ATTEMPTS = 5;
export const CODE_TTL_MINUTES = 15;
