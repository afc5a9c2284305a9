import { ConflictError, DomainError, ValidationFailedError } from '@p2p/service-kit';

export class IdempotencyKeyInProgressError extends ConflictError {
  constructor() {
    super('A request with this Idempotency-Key is still being processed');
  }
}

export class IdempotencyKeyReusedError extends DomainError {
  constructor() {
    super('unprocessable', 'Idempotency-Key was used with a different request');
  }
}

export class InvalidIdempotencyKeyError extends ValidationFailedError {
  constructor() {
    super('Idempotency-Key must be 1 to 200 characters');
  }
}
