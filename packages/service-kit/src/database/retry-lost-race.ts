/** A transaction that lost a race PostgreSQL resolved by aborting it: deadlock, serialization failure. */
const LOST_RACE_SQLSTATE = new Set(['40P01', '40001']);

export function isLostRace(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: unknown } } | null)?.driverError;
  const code = driverError?.code ?? (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && LOST_RACE_SQLSTATE.has(code);
}

/**
 * Runs a whole transaction again when PostgreSQL aborted it to break a deadlock or a serialization
 * conflict: it rolled back, so nothing of it happened, and the other side has gone on. Only for work
 * that is the transaction and nothing else (no call or message sent from inside it).
 */
export async function retryLostRace<T>(transaction: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isLostRace(error)) throw error;
    }
  }
}
