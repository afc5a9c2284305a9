import { request as httpRequest } from 'node:http';

/** One request as the suite saw it: status 0 when no answer came (refused, reset, timed out). */
export interface RequestRecord {
  op: string;
  status: number;
  startedAt: number;
  endedAt: number;
  /** Why no answer came, or the message of a 5xx answer. */
  error?: string;
}

export interface Answer {
  status: number;
  // Black-box: answers are read as loose JSON.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

const TIMEOUT_MS = 30_000;

/**
 * Calls the platform through the balancer and records every request. A connection of its own per
 * request, as many clients behind many addresses would: a kept-alive one would pin the load to one
 * gateway, and the balancer could never move it off a gateway being restarted.
 */
export class RecordingClient {
  readonly records: RequestRecord[] = [];

  constructor(private readonly baseUrl: string) {}

  async call(
    op: string,
    method: string,
    path: string,
    options: { body?: object; token?: string } = {},
  ): Promise<Answer> {
    const startedAt = Date.now();
    try {
      const answer = await this.send(method, path, options);
      // A 5xx keeps the server's own words, so a failed run's report says which refusal it met.
      const reason = answer.status >= 500 ? messageOf(answer.body) : undefined;
      this.records.push({
        op,
        status: answer.status,
        startedAt,
        endedAt: Date.now(),
        ...(reason ? { error: reason } : {}),
      });
      return answer;
    } catch (error) {
      this.records.push({ op, status: 0, startedAt, endedAt: Date.now(), error: (error as Error).message });
      return { status: 0, body: null };
    }
  }

  private send(method: string, path: string, options: { body?: object; token?: string }): Promise<Answer> {
    const payload = options.body ? JSON.stringify(options.body) : undefined;
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        `${this.baseUrl}${path}`,
        {
          method,
          agent: false,
          timeout: TIMEOUT_MS,
          headers: {
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.once('error', reject);
          response.once('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: unknown = null;
            try {
              body = text ? JSON.parse(text) : null;
            } catch {
              body = text;
            }
            resolve({ status: response.statusCode ?? 0, body });
          });
        },
      );
      outgoing.once('timeout', () => outgoing.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)));
      outgoing.once('error', reject);
      outgoing.end(payload);
    });
  }
}

/** The envelope's message, or the start of a body that is not one. */
function messageOf(body: unknown): string {
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
    return (body as { message: string }).message;
  }
  return String(body ?? '(no body)').slice(0, 200);
}
