import { createHash } from 'node:crypto';
import { createServer, IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  service: string;
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bodyLength: number;
  sha256: string;
}

export interface FakeServiceOptions {
  openapi?: object;
  ready?: boolean;
}

/**
 * A stand-in for one service: echoes what reached it (method, path, headers, body length and hash),
 * never answers paths ending in /slow, answers `delayed=1` queries after half a second, pads the answer of
 * `pad=N` queries with N characters, sets two cookies on /cookie, lets /cacheable be cached, and
 * serves its readiness and OpenAPI document like a real service.
 */
export class FakeService {
  readonly received: ReceivedRequest[] = [];
  /** Body bytes of the request in progress, to see a body arrive before the client has sent it all. */
  bytesInFlight = 0;
  /** Paths of requests whose connection closed before their body was complete. */
  readonly abandoned: string[] = [];
  url = '';
  private readonly server: Server;

  private constructor(
    readonly name: string,
    private readonly options: FakeServiceOptions,
  ) {
    // A body cut off by the gateway ends the handler with an error: nothing to answer then.
    this.server = createServer((request, response) => {
      this.handle(request, response).catch(() => response.destroy());
    });
  }

  static async start(name: string, options: FakeServiceOptions = {}): Promise<FakeService> {
    const service = new FakeService(name, options);
    await new Promise<void>((resolve) => service.server.listen(0, '127.0.0.1', resolve));
    service.url = `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`;
    return service;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = request.url ?? '';
    if (path === '/health/ready') return this.json(response, this.options.ready === false ? 503 : 200, {});
    if (path === '/openapi.json') {
      return this.options.openapi
        ? this.json(response, 200, this.options.openapi)
        : this.json(response, 404, {});
    }
    if (path.endsWith('/slow')) return; // holds the request until the gateway gives up
    // Answers after half a second: calls that arrive meanwhile overlap with this one.
    if (path.includes('delayed=1')) await new Promise((resolve) => setTimeout(resolve, 500));
    request.once('close', () => (request.complete ? undefined : this.abandoned.push(path)));
    const hash = createHash('sha256');
    let bodyLength = 0;
    this.bytesInFlight = 0;
    for await (const chunk of request as AsyncIterable<Buffer>) {
      hash.update(chunk);
      bodyLength += chunk.length;
      this.bytesInFlight = bodyLength;
    }
    const echo = {
      service: this.name,
      method: request.method ?? '',
      url: path,
      headers: request.headers,
      bodyLength,
      sha256: hash.digest('hex'),
    };
    this.received.push(echo);
    if (path.endsWith('/cookie')) {
      response.setHeader('Set-Cookie', ['refresh=abc; HttpOnly; Path=/api/auth', 'theme=dark']);
      return this.json(response, 201, echo);
    }
    if (path.endsWith('/forbidden')) return this.json(response, 403, { success: false, message: 'Nope' });
    if (path.endsWith('/cacheable')) response.setHeader('Cache-Control', 'public, max-age=600');
    const padding = /[?&]pad=(\d+)/.exec(path)?.[1];
    this.json(response, 200, padding ? { ...echo, padding: 'x'.repeat(Number(padding)) } : echo);
  }

  private json(response: ServerResponse, status: number, body: object): void {
    const json = Buffer.from(JSON.stringify(body));
    response.writeHead(status, {
      'content-type': 'application/json',
      'content-length': json.length,
      'x-powered-by': 'Express',
    });
    response.end(json);
  }
}
