export interface RetriableRetryOptions {
  /** Give up (rethrow) once this long has passed since the first try. */
  withinMs: number;
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Before each new try, e.g. to refresh the broker metadata that the failure showed stale. */
  beforeRetry?: () => Promise<unknown>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * Runs `operation` again, with backoff, while it fails with an error the broker marks retriable
 * (kafkajs sets `retriable`: a partition whose leader is still being elected, a coordinator still
 * loading). Right after a broker starts or a topic is created those answers are normal, and some
 * kafkajs admin calls hand them over instead of retrying; any other error is thrown at once.
 */
export async function retryRetriable<T>(
  operation: () => Promise<T>,
  options: RetriableRetryOptions,
): Promise<T> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((wake) => setTimeout(wake, ms)));
  const now = options.now ?? Date.now;
  const giveUpAt = now() + options.withinMs;
  let delay = options.firstDelayMs ?? 100;
  for (;;) {
    try {
      return await operation();
    } catch (error) {
      if (!isRetriable(error) || now() + delay > giveUpAt) throw error;
      await sleep(delay);
      delay = Math.min(delay * 2, options.maxDelayMs ?? 2_000);
      await options.beforeRetry?.().catch(() => undefined);
    }
  }
}

function isRetriable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { retriable?: unknown }).retriable === true;
}
