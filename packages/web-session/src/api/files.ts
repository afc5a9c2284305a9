import { ApiError, messageOf, NETWORK_ERROR } from './api-error';
import { announceIfEmailNotVerified } from './email-verification-required';
import { apiResponse, parseJson, withAccessToken } from './http';

/**
 * Calls beside `api()`: a JSON body whose upload progress is reported, and a file served to its owner
 * read as a Blob. The token and its one refresh are `api()`'s own (`withAccessToken`).
 */

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT' | 'PATCH';
  /** Sent as JSON. */
  body: unknown;
  headers?: Record<string, string>;
  fallback?: string;
  /** Called as the body goes up; fetch has no way to report it, XMLHttpRequest does. */
  onProgress?: (progress: UploadProgress) => void;
}

/** A 5 MB proof as a data URL is about 7 MB: over a 1 Mbit/s uplink, a minute. */
export const UPLOAD_TIMEOUT_MS = 120_000;

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
}

/** A JSON call with upload progress; resolves to the whole answer body (`{ success, ... }`). */
export async function upload<T>(path: string, options: UploadOptions): Promise<T> {
  const { status, body } = await withAccessToken((token) => sendWithProgress(path, options, token));
  if (status < 200 || status >= 300 || body?.success === false)
    throw announceIfEmailNotVerified(
      new ApiError(messageOf(body, options.fallback ?? 'Unknown error'), status, body),
    );
  return (body ?? {}) as T;
}

function sendWithProgress(path: string, options: UploadOptions, token: string | null): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method ?? 'POST', path);
    request.timeout = UPLOAD_TIMEOUT_MS;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...options.headers,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => resolve({ status: request.status, body: parseJson(request.responseText) });
    request.onerror = request.ontimeout = request.onabort = () => reject(new ApiError(NETWORK_ERROR, 0));
    request.send(JSON.stringify(options.body));
  });
}

/** A file the API serves only with the token (a deposit's proof), as a Blob of the type it was served as. */
export async function fetchFile(
  path: string,
  { fallback = 'Failed to load file', signal }: { fallback?: string; signal?: AbortSignal } = {},
): Promise<Blob> {
  return (await apiResponse(path, { fallback, signal, headers: { Accept: '*/*' } })).blob();
}
