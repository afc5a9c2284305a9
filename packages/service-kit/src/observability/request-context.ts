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

export function eventHeaders(): Record<string, string> | undefined {
  const requestId = currentRequestId();
  return requestId ? { 'x-request-id': requestId } : undefined;
}
