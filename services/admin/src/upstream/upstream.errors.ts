import { DomainError, ErrorKind, InternalAnswer } from '@p2p/service-kit';

/** The owner's 4xx answers that an admin may see as they are: its rule, its message. */
const PASSED_THROUGH: Readonly<Record<number, ErrorKind>> = {
  400: 'validation',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'gone',
  422: 'unprocessable',
  429: 'too_many_requests',
};

/** The owning service refused the command: its status and message, passed through. */
export class UpstreamRefusedError extends DomainError {
  constructor(kind: ErrorKind, message: string) {
    super(kind, message);
  }
}

/** No usable answer: the owner is down, slow, or answered what we cannot pass on (a 401 is our token). */
export class UpstreamUnavailableError extends DomainError {
  constructor(message: string) {
    super('unavailable', message);
  }
}

/**
 * The answer's data when the command succeeded; otherwise the error an admin should see. A 401 from
 * an /internal route means the shared token is wrong here, not that the admin is signed out, so it
 * is not passed through.
 */
export function commandOutcome(answer: InternalAnswer, unavailable: string): unknown {
  if (answer.status >= 200 && answer.status < 300) return answer.body?.data ?? null;
  const kind = PASSED_THROUGH[answer.status];
  const message = typeof answer.body?.message === 'string' ? answer.body.message : null;
  if (kind && message) throw new UpstreamRefusedError(kind, message);
  throw new UpstreamUnavailableError(unavailable);
}
