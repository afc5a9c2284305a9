import { ApiError, messageOf, NETWORK_ERROR } from './api-error';

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
 * A JSON call to the platform's API on this origin. A 401 on an authenticated call refreshes the
 * access token through the refresh cookie once and repeats the call, so a token that expired while
 * the tab was idle never shows the user an error.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const useAuth = options.auth !== false;
  const token = useAuth ? (tokens?.token() ?? null) : null;
  let response = await send(path, options, token);
  if (response.status === 401 && token && tokens) {
    const fresh = await tokens.refresh();
    if (fresh) response = await send(path, options, fresh);
  }
  return read<T>(response, options.fallback ?? 'Unknown error');
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
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

async function read<T>(response: Response, fallback: string): Promise<Envelope<T>> {
  let body: Record<string, unknown> | null = null;
  try {
    const text = await response.text();
    body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    body = null;
  }
  if (!response.ok || body?.success === false)
    throw new ApiError(messageOf(body, fallback), response.status, body);
  return (body ?? { success: true, data: undefined }) as unknown as Envelope<T>;
}
