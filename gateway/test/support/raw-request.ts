import { ClientRequest, OutgoingHttpHeaders, request as httpRequest } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

/**
 * A request over Node's own client, for what fetch hides: chunked bodies written piece by piece,
 * headers sent before any body. Resolves with the answer even if the server stopped reading.
 */
export function rawRequest(
  url: string,
  options: {
    method?: string;
    headers?: OutgoingHttpHeaders;
    send?: (request: ClientRequest) => Promise<void>;
  },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: options.method ?? 'POST',
      headers: options.headers,
      agent: false,
    });
    let answered = false;
    request.on('error', (error) => (answered ? undefined : reject(error)));
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: text ? JSON.parse(text) : {},
        });
        request.destroy();
      });
    });
    if (!options.send) return void request.end();
    options
      .send(request)
      .then(() => request.end())
      .catch(() => undefined);
  });
}

/** Writes each chunk, waiting whenever the socket is full; stops quietly once the request is gone. */
export async function writeChunks(request: ClientRequest, chunks: Iterable<Buffer>): Promise<void> {
  for (const chunk of chunks) {
    if (request.destroyed) return;
    if (!request.write(chunk)) {
      await new Promise<void>((resolve) => {
        const resume = () => {
          request.off('drain', resume).off('close', resume);
          resolve();
        };
        request.on('drain', resume).on('close', resume);
      });
    }
  }
}

/** `total` bytes of varied content, in chunks of `size`. */
export function* chunksOf(total: number, size = 64 * 1024): Generator<Buffer> {
  for (let sent = 0; sent < total; sent += size) {
    const chunk = Buffer.alloc(Math.min(size, total - sent));
    for (let index = 0; index < chunk.length; index += 997) chunk[index] = (sent + index) % 251;
    yield chunk;
  }
}
