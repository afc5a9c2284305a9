import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface DoubleAnswer {
  status: number;
  body?: object;
}

type Responder = (call: RecordedCall) => DoubleAnswer | Promise<DoubleAnswer>;

const ok: Responder = () => ({ status: 200, body: { success: true, data: null } });

/**
 * Another service's /internal API as the admin service calls it (auth's user commands, betting's
 * settlement, football's "finish now"): records every call and answers what the test scripts, 200 by default.
 */
export class UpstreamDouble {
  readonly calls: RecordedCall[] = [];
  private responder: Responder = ok;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<UpstreamDouble> {
    let double: UpstreamDouble | null = null;
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const call: RecordedCall = {
          method: request.method ?? '',
          path: request.url ?? '',
          headers: request.headers,
          body: text ? JSON.parse(text) : null,
        };
        double!.calls.push(call);
        void Promise.resolve(double!.responder(call)).then((answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(answer.body ?? {}));
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    double = new UpstreamDouble(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return double;
  }

  /** Answers every following call with this. */
  answer(responder: Responder): void {
    this.responder = responder;
  }

  reset(): void {
    this.calls.length = 0;
    this.responder = ok;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
