import { ApiError, messageOf, NETWORK_ERROR } from './api-error';
import { announceIfEmailNotVerified } from './email-verification-required';

/** The answer envelope of every service: `{ success, data, message? }`. */
export interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Message when the server gives none (spec 01 section 8 fallbacks). */
  fallback?: string;
  /** Send the bearer token and refresh it once on a 401 (default true). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (`Accept: text/csv`, `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/** Spec 01 section 7: calls give up after 10 s. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** Where the client gets the access token and a fresh one; bound by the session store. */
export interface TokenSource {
  token(): string | null;
  refresh(): Promise<string | null>;
}

let tokens: TokenSource | null = null;

export function bindTokenSource(source: TokenSource | null): void {
  tokens = source;
}

/**
 * Sends with the current access token and, after a 401, once more with a refreshed one, so a token
 * that expired while the tab was idle never shows the user an error. Every authenticated call of
 * the client (JSON, files, uploads) goes through here; a refused refresh signs the session out.
 */
export async function withAccessToken<A extends { status: number }>(
  send: (token: string | null) => Promise<A>,
  useAuth = true,
): Promise<A> {
  const token = useAuth ? (tokens?.token() ?? null) : null;
  const answer = await send(token);
  if (answer.status !== 401 || !token || !tokens) return answer;
  const fresh = await tokens.refresh();
  return fresh ? send(fresh) : answer;
}

/** A JSON call to the platform's API on this origin; resolves to the answer envelope. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const response = await withAccessToken((token) => send(path, options, token), options.auth !== false);
  const body = parseJson(await response.text().catch(() => ''));
  if (!response.ok || body?.success === false)
    throw announceIfEmailNotVerified(
      new ApiError(messageOf(body, options.fallback ?? 'Unknown error'), response.status, body),
    );
  return (body ?? { success: true, data: undefined }) as unknown as Envelope<T>;
}

/**
 * A call whose answer is not a JSON envelope (a CSV export, a file): the successful response as it
 * came, for its headers and body; a failure throws the server's message like `api()`.
 */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const response = await withAccessToken((token) => send(path, options, token), options.auth !== false);
  if (response.ok) return response;
  const body = parseJson(await response.text().catch(() => ''));
  throw announceIfEmailNotVerified(
    new ApiError(messageOf(body, options.fallback ?? 'Unknown error'), response.status, body),
  );
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const onAbort = () => timeout.abort();
  options.signal?.addEventListener('abort', onAbort);
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: timeout.signal,
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, 0);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

export function parseJson(text: string): Record<string, unknown> | null {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A fresh key per money request; `crypto.randomUUID` exists only in secure contexts (not plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
