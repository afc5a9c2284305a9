/**
 * Typed domain errors. Services subclass them with the specification's message; the exception
 * filter maps each kind to its HTTP status in one table.
 */
export type ErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'unprocessable'
  | 'too_many_requests'
  | 'unavailable';

export const STATUS_BY_KIND: Record<ErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  unprocessable: 422,
  too_many_requests: 429,
  unavailable: 503,
};

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** Extra fields for the error body, e.g. `error` for the email-verification calls. */
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }

  /**
   * Read by the event consumers' failure classifier: what answers 503 (a dependency down) passes by
   * itself and is retried, any other refusal would refuse the event the same way every time.
   */
  get transient(): boolean {
    return this.kind === 'unavailable';
  }
}

export class ValidationFailedError extends DomainError {
  constructor(message: string, extra?: Record<string, unknown>) {
    super('validation', message, extra);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Authentication required') {
    super('unauthorized', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'Forbidden') {
    super('forbidden', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super('not_found', message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, extra?: Record<string, unknown>) {
    super('conflict', message, extra);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(message: string, retryAfterSeconds: number, extra: Record<string, unknown> = {}) {
    super(
      'too_many_requests',
      message,
      { retryAfter: retryAfterSeconds, ...extra },
      {
        'Retry-After': String(retryAfterSeconds),
      },
    );
  }
}
