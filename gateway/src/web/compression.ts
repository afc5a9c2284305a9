import compression from 'compression';
import Negotiator from 'negotiator';
import type { IncomingMessage } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this, compressing an answer saves less than its headers cost. */
export const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/** A body kept to be sent many times, with its compressed forms once made. */
export interface EncodableBody {
  body: Buffer;
  encoded?: Partial<Record<Encoding, Buffer>>;
}

/**
 * The services' answers go out compressed (brotli or gzip, as the client takes them). Static files and
 * cached answers are compressed once ahead and go out with their encoding set, which this passes untouched.
 */
export const compressAnswers = () => compression({ threshold: COMPRESS_FROM_BYTES });

/**
 * The form of a kept body this client takes best, made on the first request that asks for it (brotli
 * at a middle quality: a cached answer lives seconds, so its compression must be cheap).
 */
export function encodedFor(
  request: IncomingMessage,
  kept: EncodableBody,
): { body: Buffer; encoding?: Encoding } {
  if (kept.body.length < COMPRESS_FROM_BYTES) return { body: kept.body };
  const accepted = new Negotiator(request).encodings(['br', 'gzip']);
  const encoding: Encoding | undefined = accepted.includes('br')
    ? 'br'
    : accepted.includes('gzip')
      ? 'gzip'
      : undefined;
  if (!encoding) return { body: kept.body };
  kept.encoded ??= {};
  kept.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(kept.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(kept.body);
  return { body: kept.encoded[encoding], encoding };
}
