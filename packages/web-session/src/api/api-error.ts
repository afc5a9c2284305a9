/** A failed call: the server's message (or the caller's fallback) and the HTTP status (0 when none came). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Seconds the server asked to wait (429 answers carry `retryAfter`). */
  get retryAfter(): number | null {
    const value = this.body?.retryAfter;
    return typeof value === 'number' ? value : null;
  }
}

export const NETWORK_ERROR = 'Network error occurred';

/** Spec 01 section 8: the message field, else the error field, else the caller's generic text. */
export function messageOf(body: Record<string, unknown> | null, fallback: string): string {
  const message = body?.message;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message) && message.length > 0) return message.join(', ');
  const error = body?.error;
  if (typeof error === 'string' && error.trim()) return error;
  return fallback;
}
