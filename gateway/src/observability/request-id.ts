import { nameRequestSpan, runWithRequestId } from '@p2p/service-kit';
import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids a caller may choose: short, and nothing that could forge a log line or a header. */
const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

export function acceptableRequestId(given: unknown): string | undefined {
  return typeof given === 'string' && ACCEPTABLE.test(given) ? given : undefined;
}

/**
 * First middleware of the app: every request gets an id (the caller's if acceptable), echoed on the
 * response, forwarded to the service, and present in every log line written while it is handled.
 */
export function requestIdMiddleware(
  request: Request & { id?: string },
  response: Response,
  next: NextFunction,
): void {
  const id = acceptableRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
  request.id = id;
  request.headers[REQUEST_ID_HEADER] = id;
  response.setHeader(REQUEST_ID_HEADER, id);
  nameRequestSpan('gateway', id);
  runWithRequestId(id, next);
}
