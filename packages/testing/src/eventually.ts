/** Polls an assertion until it passes: for effects that arrive through asynchronous events. */
export async function eventually<T>(
  check: () => Promise<T> | T,
  timeoutMs = 10_000,
  intervalMs = 25,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

/**
 * Waits until an outbox relay has published every row its service committed (the relay's own pass
 * may hold the publishing lock, so it flushes until nothing is left): a count of published events
 * read after it is the number the service will ever publish for what it committed.
 */
export async function outboxPublished(relay: {
  flush(): Promise<unknown>;
  unsentCount(): Promise<number>;
}): Promise<void> {
  await eventually(async () => {
    await relay.flush();
    if ((await relay.unsentCount()) > 0) throw new Error('The outbox is not yet published');
  });
}
