import type { RequestBudget } from './request-budget';

/**
 * HTTP to football-data.org's API v4 with Node's fetch: the token in `X-Auth-Token`, the quota read
 * from the response headers the reference documents (lookup tables, "Response Headers"), errors
 * turned into one error type the poller can act on. The token is never logged nor put in an error.
 */

/** What the answer's headers say of the per-minute quota. */
export interface Quota {
  /** Requests left before being blocked (`X-RequestsAvailable`, or the per-minute header the API sends). */
  available: number | null;
  /** Seconds until the counter resets (`X-RequestCounter-Reset`). */
  resetSeconds: number | null;
}

export interface FdAnswer<T> {
  body: T;
  quota: Quota;
}

/** `budget-spent`: refused on our side, nothing was sent (the plan's requests of this minute are used). */
export type FeedErrorKind = 'rate-limited' | 'budget-spent' | 'http' | 'network' | 'invalid-answer';

export class FeedRequestError extends Error {
  constructor(
    readonly kind: FeedErrorKind,
    message: string,
    readonly status: number | null = null,
    /** For a 429: how long the API asked us to wait. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'FeedRequestError';
  }
}

export interface FootballDataClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Every request takes a slot of it, and every answer's quota (or 429) is reported to it. */
  budget: RequestBudget;
  fetch?: typeof fetch;
}

/** When a 429 carries neither the header nor the "Wait N seconds" text: the counter's window. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

export class FootballDataClient {
  private readonly fetch: typeof fetch;
  private readonly baseUrl: string;

  constructor(private readonly options: FootballDataClientOptions) {
    this.fetch = options.fetch ?? fetch;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  /** GET `path` (e.g. `/competitions/PL/matches`) with the query; throws FeedRequestError. */
  async get<T>(path: string, query: Record<string, string> = {}): Promise<FdAnswer<T>> {
    const url = new URL(this.baseUrl + path);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const { budget } = this.options;
    if (!budget.take()) {
      throw new FeedRequestError(
        'budget-spent',
        `GET ${path} not sent: ${budget.perMinute} requests a minute are used`,
        null,
        budget.secondsToNextSlot(),
      );
    }
    let response: Response;
    try {
      response = await this.fetch(url, {
        headers: { 'X-Auth-Token': this.options.apiKey, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
      throw new FeedRequestError('network', `GET ${path} ${reason}: ${describe(error)}`);
    }
    const quota = quotaOf(response.headers);
    budget.observe(quota);
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      const error = errorOf(path, response.status, text, quota);
      if (error.retryAfterSeconds !== null) budget.backOff(error.retryAfterSeconds);
      throw error;
    }
    try {
      return { body: JSON.parse(text) as T, quota };
    } catch {
      throw new FeedRequestError('invalid-answer', `GET ${path} answered ${response.status} with no JSON`);
    }
  }
}

function integerHeader(headers: Headers, ...names: string[]): number | null {
  for (const name of names) {
    const value = Number.parseInt(headers.get(name) ?? '', 10);
    if (Number.isFinite(value) && value >= 0) return value;
  }
  return null;
}

export function quotaOf(headers: Headers): Quota {
  return {
    available: integerHeader(headers, 'X-RequestsAvailable', 'X-Requests-Available-Minute'),
    resetSeconds: integerHeader(headers, 'X-RequestCounter-Reset'),
  };
}

/** The API's error text: `{ message, errorCode }` as it answers, `{ error }` as its guide shows. */
function messageOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    const message = body.message ?? body.error;
    return typeof message === 'string' ? message : null;
  } catch {
    return null;
  }
}

function errorOf(path: string, status: number, text: string, quota: Quota): FeedRequestError {
  const message = messageOf(text);
  if (status === 429) {
    const waited = /wait (\d+) seconds?/i.exec(message ?? '');
    const retryAfter = quota.resetSeconds ?? (waited ? Number(waited[1]) : DEFAULT_RETRY_AFTER_SECONDS);
    return new FeedRequestError(
      'rate-limited',
      `GET ${path} was refused (429): ${message ?? 'too many requests'}`,
      429,
      retryAfter,
    );
  }
  return new FeedRequestError('http', `GET ${path} answered ${status}: ${message ?? 'no message'}`, status);
}

function describe(error: unknown): string {
  if (error instanceof Error) return (error.cause as Error | undefined)?.message ?? error.message;
  return String(error);
}
