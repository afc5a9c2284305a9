import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BodyLimit, BodyTooLargeError, declaredLength } from './body-limit';

async function pass(chunks: Buffer[], limit: number): Promise<number> {
  let received = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      callback();
    },
  });
  await pipeline(Readable.from(chunks), new BodyLimit(limit), sink);
  return received;
}

describe(BodyLimit.name, () => {
  it('lets a body of exactly the limit through whole', async () => {
    await expect(pass([Buffer.alloc(6), Buffer.alloc(4)], 10)).resolves.toBe(10);
  });

  it('fails as soon as the count passes the limit', async () => {
    await expect(pass([Buffer.alloc(6), Buffer.alloc(5), Buffer.alloc(100)], 10)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
  });
});

describe(declaredLength.name, () => {
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

  it('reads Content-Length, and nothing for chunked bodies', () => {
    expect(declaredLength(request({ 'content-length': '8388608' }))).toBe(8_388_608);
    expect(declaredLength(request({ 'transfer-encoding': 'chunked' }))).toBeNull();
  });
});
