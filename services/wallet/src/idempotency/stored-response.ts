import { HttpException } from '@nestjs/common';
import { DomainError, ErrorKind, Reply, reply, STATUS_BY_KIND } from '@p2p/service-kit';

/**
 * The first answer to a key, kept in a form that replays through the same envelope and exception
 * filter as the first time: the handler's result, or the error it threw.
 */
export type StoredResponse =
  | { kind: 'result'; data: unknown; message?: string; reply: boolean }
  | {
      kind: 'domain_error';
      errorKind: ErrorKind;
      message: string;
      extra: Record<string, unknown>;
      headers: Record<string, string>;
    }
  | { kind: 'http_error'; status: number; message: string };

export function storeResult(result: unknown): StoredResponse {
  const value =
    result instanceof Reply
      ? { data: result.data, message: result.message, reply: true }
      : { data: result, reply: false };
  // Through JSON now, so the replay is the same bytes the first answer was.
  return JSON.parse(JSON.stringify({ kind: 'result', ...value, data: value.data ?? null })) as StoredResponse;
}

/** Client errors are kept (a retry gets the same refusal); server errors are not (a retry may succeed). */
export function storeError(error: unknown): { status: number; stored: StoredResponse } | null {
  if (error instanceof DomainError) {
    const status = STATUS_BY_KIND[error.kind];
    if (status >= 500) return null;
    return {
      status,
      stored: {
        kind: 'domain_error',
        errorKind: error.kind,
        message: error.message,
        extra: error.extra,
        headers: error.headers,
      },
    };
  }
  if (error instanceof HttpException && error.getStatus() < 500) {
    return {
      status: error.getStatus(),
      stored: { kind: 'http_error', status: error.getStatus(), message: messageOf(error) },
    };
  }
  return null;
}

/** The stored result to return again, or the stored error to throw again. */
export function replayed(stored: StoredResponse): { result: unknown } | { error: Error } {
  switch (stored.kind) {
    case 'result':
      return { result: stored.reply ? reply(stored.data, stored.message) : stored.data };
    case 'domain_error':
      return { error: new DomainError(stored.errorKind, stored.message, stored.extra, stored.headers) };
    case 'http_error':
      return { error: new HttpException({ message: stored.message }, stored.status) };
  }
}

function messageOf(error: HttpException): string {
  const response = error.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join(', ');
  return typeof message === 'string' ? message : error.message;
}
