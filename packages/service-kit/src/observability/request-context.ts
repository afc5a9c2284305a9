import { traceHeaders } from '@p2p/messaging';
import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The request id travels from the HTTP request into logs and event headers, and back out of consumers. */
export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId }, fn);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** What an event written now carries of its cause: the request id, and the trace it belongs to. */
export function eventHeaders(): Record<string, string> | undefined {
  const requestId = currentRequestId();
  const headers = { ...(requestId ? { 'x-request-id': requestId } : {}), ...traceHeaders() };
  return Object.keys(headers).length > 0 ? headers : undefined;
}
