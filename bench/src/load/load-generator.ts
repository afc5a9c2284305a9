import { Pool } from 'undici';
import { failChild, sleep } from '../processes';
import { summarize } from '../stats';
import type { LoadJob, LoadResult } from './job';
import { Operation, planState } from './plans';

/**
 * Child process that generates a load, so its CPU is its own and never the server's: `concurrency`
 * keep-alive connections, each with one request in flight. Requests completing in the warm-up are
 * not counted; the window's are, every latency kept (no sampling).
 */
async function run(job: LoadJob): Promise<LoadResult> {
  const pool = new Pool(job.baseUrl, { connections: job.concurrency, pipelining: 1 });
  const state = planState(job.plan);
  const outcomes: Record<string, number> = {};
  const latencies: number[] = [];
  const successLatencies: number[] = [];
  let measuring = false;
  let stopping = false;
  let exhausted = false;
  let windowStart = 0;
  let windowEnd = 0;
  let cpuStart = process.cpuUsage();
  const startWindow = () => {
    measuring = true;
    windowStart = performance.now();
    cpuStart = process.cpuUsage();
    process.send?.({ type: 'window-start' });
  };
  let cpuUsed = process.cpuUsage(cpuStart);
  const endWindow = () => {
    if (stopping) return;
    stopping = true;
    // Ran out during the warm-up: an empty window, still reported as one.
    if (!measuring) startWindow();
    cpuUsed = process.cpuUsage(cpuStart);
    windowEnd = performance.now();
    measuring = false;
    process.send?.({ type: 'window-end' });
  };
  const warmup = setTimeout(startWindow, job.warmupMs);
  const end = setTimeout(endWindow, job.warmupMs + job.durationMs);

  const pace = pacer(job.ratePerSecond);
  const worker = async (index: number) => {
    while (!stopping) {
      const scheduled = await pace();
      if (stopping) return;
      const operation = state.next(index);
      if (!operation) {
        exhausted = true;
        clearTimeout(warmup);
        return endWindow();
      }
      // Paced (open loop): timed from the slot it was due in, so a request that waited for a free
      // connection counts its wait (no coordinated omission).
      const started = scheduled ?? performance.now();
      const { status, body } = await send(pool, operation);
      const finished = performance.now();
      operation.settle?.(status, body);
      if (!measuring) continue;
      const outcome = status === operation.success ? String(status) : describe(status, body);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      latencies.push(finished - started);
      if (status === operation.success) successLatencies.push(finished - started);
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, (_, index) => worker(index)));
  clearTimeout(end);
  await pool.close();
  const windowMs = windowEnd - windowStart;
  return {
    windowMs,
    requests: latencies.length,
    outcomes,
    successes: successLatencies.length,
    latency: summarize(latencies),
    successLatency: summarize(successLatencies),
    cpu: windowMs > 0 ? (cpuUsed.user + cpuUsed.system) / 1000 / windowMs : 0,
    exhausted,
    created: state.created,
    used: [...state.used],
  };
}

async function send(pool: Pool, operation: Operation): Promise<{ status: number; body: unknown }> {
  try {
    const response = await pool.request({
      method: operation.method,
      path: operation.path,
      headers: {
        ...(operation.body ? { 'content-type': 'application/json' } : {}),
        ...(operation.token ? { authorization: `Bearer ${operation.token}` } : {}),
      },
      body: operation.body,
    });
    const ok = response.statusCode === operation.success;
    if (ok && !operation.wantsBody) {
      await response.body.dump();
      return { status: response.statusCode, body: null };
    }
    const text = await response.body.text();
    return { status: response.statusCode, body: text ? JSON.parse(text) : null };
  } catch (error) {
    return { status: 0, body: { message: (error as Error).message } };
  }
}

/** "409 Bet offer is no longer available": the status and the platform's message, the error mix's key. */
function describe(status: number, body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? `${status} ${message}` : String(status);
}

/**
 * Without a rate, no waiting; with one, each call gets the next slot of a fixed schedule and
 * returns the slot's time. The schedule never slips: a late caller gets a slot already due.
 */
function pacer(ratePerSecond: number | undefined): () => Promise<number | undefined> {
  if (!ratePerSecond) return async () => undefined;
  const interval = 1000 / ratePerSecond;
  let nextAt = performance.now();
  return async () => {
    const at = nextAt;
    nextAt += interval;
    const now = performance.now();
    if (at > now) await sleep(at - now);
    return at;
  };
}

process.once('message', (message: { type: string; job: LoadJob }) => {
  if (message.type !== 'run') return;
  run(message.job)
    .then((result) => process.send?.({ type: 'result', result }, () => process.exit(0)))
    .catch(failChild);
});
process.once('disconnect', () => process.exit(1));
process.send?.({ type: 'ready' });
