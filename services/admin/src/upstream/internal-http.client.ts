import { Logger } from '@nestjs/common';
import {
  currentRequestId,
  INTERNAL_TOKEN_HEADER,
  isStaleConnectionReset,
  keepAliveAgent,
} from '@p2p/service-kit';
import * as http from 'node:http';
import * as https from 'node:https';

export interface UpstreamAnswer {
  status: number;
  body: { message?: unknown; data?: unknown } | null;
}

/** No answer at all: refused connection, reset, timeout. */
export class UpstreamUnreachableError extends Error {
  constructor(service: string, cause: unknown) {
    super(`${service} did not answer: ${String(cause)}`, { cause });
    this.name = 'UpstreamUnreachableError';
  }
}

/**
 * JSON calls to another service's /internal routes, as betting's wallet client makes them: Node's
 * http client on a keep-alive agent that drops idle connections before the server does, a timeout,
 * the shared token, and one resend of a request cut on a stale pooled connection (it never reached
 * the server). The caller's request id goes along, so the owner's events (and the audit entries
 * made from them) carry the id of the admin's request.
 */
export class InternalHttpClient {
  private readonly logger: Logger;
  private readonly baseUrl: string;
  private readonly transport: typeof http | typeof https;
  private readonly agent: http.Agent;

  constructor(
    private readonly service: string,
    baseUrl: string,
    private readonly token: string,
    private readonly timeoutMs: number,
  ) {
    this.logger = new Logger(`${service}Client`);
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    const secure = new URL(this.baseUrl).protocol === 'https:';
    this.transport = secure ? https : http;
    this.agent = keepAliveAgent(secure ? 'https:' : 'http:');
  }

  close(): void {
    this.agent.destroy();
  }

  async send(method: 'POST' | 'PUT', path: string, payload: object): Promise<UpstreamAnswer> {
    const body = JSON.stringify(payload);
    try {
      const answer = await this.once(method, path, body).catch((error: unknown) => {
        if (error instanceof StaleConnectionError) return this.once(method, path, body);
        throw error;
      });
      // Its trouble (5xx) or ours (401: the shared token differs): either way an operator should know.
      if (answer.status >= 500 || answer.status === 401)
        this.logger.warn(`${method} ${path} answered ${answer.status}`);
      return answer;
    } catch (error) {
      this.logger.warn(`${method} ${path} failed: ${String(error)}`);
      throw new UpstreamUnreachableError(this.service, error);
    }
  }

  private once(method: string, path: string, body: string): Promise<UpstreamAnswer> {
    const requestId = currentRequestId();
    return new Promise<UpstreamAnswer>((resolve, reject) => {
      const request = this.transport.request(
        `${this.baseUrl}${path}`,
        {
          method,
          agent: this.agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            [INTERNAL_TOKEN_HEADER]: this.token,
            ...(requestId ? { 'x-request-id': requestId } : {}),
          },
          signal: AbortSignal.timeout(this.timeoutMs),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', () => undefined);
          response.on('close', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: response.complete ? parseJson(Buffer.concat(chunks).toString('utf8')) : null,
            }),
          );
        },
      );
      request.on('error', (error) =>
        reject(isStaleConnectionReset(request, error) ? new StaleConnectionError(error) : error),
      );
      request.end(body);
    });
  }
}

class StaleConnectionError extends Error {
  constructor(cause: Error) {
    super(`stale pooled connection: ${cause.message}`, { cause });
  }
}

function parseJson(text: string): UpstreamAnswer['body'] {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as UpstreamAnswer['body']) : null;
  } catch {
    return null;
  }
}
