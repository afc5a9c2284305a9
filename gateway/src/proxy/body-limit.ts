import type { IncomingMessage } from 'node:http';
import { Transform, TransformCallback } from 'node:stream';

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** The body size the client announced, or null for a chunked (or bodiless) request. */
export function declaredLength(request: IncomingMessage): number | null {
  const header = request.headers['content-length'];
  if (header === undefined) return null;
  const length = Number(header);
  return Number.isSafeInteger(length) && length >= 0 ? length : null;
}

/** Passes bytes through until more than `limit` have gone by, then fails, so a chunked body is cut. */
export class BodyLimit extends Transform {
  private seen = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) callback(new BodyTooLargeError(this.limit));
    else callback(null, chunk);
  }
}

/**
 * Reads and drops what is left of a refused body, so the client finishes sending and reads the
 * answer instead of meeting a reset connection; one that is still sending after the grace is cut off.
 */
export function discardRemainingBody(request: IncomingMessage, graceMs: number): void {
  if (request.complete) return;
  request.unpipe();
  request.resume();
  const timer = setTimeout(() => request.socket.destroy(), graceMs);
  timer.unref();
  const settle = () => clearTimeout(timer);
  request.once('end', settle);
  request.once('close', settle);
}
