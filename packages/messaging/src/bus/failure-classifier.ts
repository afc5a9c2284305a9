/**
 * Whether a failure may pass by itself (the database restarting, a service redeploying, a broker
 * electing a leader) or would fail the same way on every attempt (a rule refusing the event, a bug).
 * A consumer waits out a transient failure for as long as it lasts; only a permanent one may send an
 * event to the dead letters, where it waits for a fix and a replay.
 *
 * The one place this is decided: add a case here, not a try/catch in a handler.
 */
export function isTransientFailure(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 8; cause = causeOf(cause), depth++) {
    const verdict = verdictOf(cause);
    if (verdict !== undefined) return verdict;
  }
  return false;
}

/**
 * PostgreSQL SQLSTATEs of a server going away or too busy, and of a transaction that lost a race
 * and only needs running again: connection exceptions (08), insufficient resources (53), operator
 * intervention such as a shutdown or a server still starting (57P), serialization failure and
 * deadlock.
 */
const TRANSIENT_SQLSTATE = /^(08...|53...|57P0[1-4]|40001|40P01|55P03)$/;

/** Node's socket and DNS errors, and undici's (fetch) connection errors. */
const TRANSIENT_SYSTEM_CODE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

/** Errors pg and TypeORM raise without a code when a connection dies or the pool cannot get one. */
const TRANSIENT_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is not established|Driver not Connected|the database system is (starting up|shutting down|in recovery mode)/i;

/** True or false when this error alone decides; undefined to look at its cause. */
function verdictOf(error: unknown): boolean | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const fields = error as {
    transient?: unknown;
    retriable?: unknown;
    code?: unknown;
    status?: unknown;
    statusCode?: unknown;
    name?: unknown;
    message?: unknown;
  };
  // An explicit verdict wins: service-kit's errors of kind 'unavailable' (503) say transient.
  if (typeof fields.transient === 'boolean') return fields.transient;
  // kafkajs marks what its own retries would have retried.
  if (fields.retriable === true) return true;
  if (typeof fields.code === 'string') {
    if (TRANSIENT_SQLSTATE.test(fields.code) || TRANSIENT_SYSTEM_CODE.has(fields.code)) return true;
  }
  const status = typeof fields.status === 'number' ? fields.status : fields.statusCode;
  if (typeof status === 'number' && (status >= 500 || status === 408 || status === 429)) return true;
  if (fields.name === 'TimeoutError' || fields.name === 'AbortError') return true;
  if (typeof fields.message === 'string' && TRANSIENT_MESSAGE.test(fields.message)) return true;
  return undefined;
}

function causeOf(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  const { cause, driverError } = error as { cause?: unknown; driverError?: unknown };
  return cause ?? driverError;
}
