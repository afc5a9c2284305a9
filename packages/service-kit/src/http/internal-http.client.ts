import { Logger } from '@nestjs/common';
import * as http from 'node:http';
import * as https from 'node:https';
import { serviceUrls } from '../config/config';
import { INTERNAL_TOKEN_HEADER } from '../auth/internal-token';
import { currentRequestId } from '../observability/request-context';
import { isStaleConnectionReset, keepAliveAgent } from './keep-alive';

export interface InternalAnswer {
  status: number;
  /** Null when the body was not JSON or was cut short (a timeout mid-body): only the status is known. */
  body: { message?: unknown; data?: unknown } | null;
}

/** No answer at all: refused connection on every replica, reset, timeout. */
export class UpstreamUnreachableError extends Error {
  constructor(service: string, cause: unknown) {
    super(`${service} did not answer: ${String(cause)}`, { cause });
    this.name = 'UpstreamUnreachableError';
  }
}

export interface InternalHttpClientOptions {
  /** The upstream's name, for logs and errors ('Wallet'). */
  service: string;
  /** A `SERVICE_URL_*` value (comma-separated replicas) or the replicas' base URLs. */
  baseUrls: string | string[];
  token: string;
  timeoutMs: number;
}

/**
 * JSON calls to another service's /internal routes: Node's http client (not fetch: its web streams
 * cost several times the CPU of a plain request on the same kept-alive connection) on a keep-alive
 * agent that drops idle connections before the server does, a timeout, the shared token, and one
 * resend of a request cut on a stale pooled connection (it never reached the server). Replicas are
 * taken in turn; a call whose connection was refused goes on to the next one (it reached none), one
 * cut or timed out does not: its outcome is unknown and the caller decides. The caller's request id
 * goes along, so the owner's events carry it.
 */
export class InternalHttpClient {
  private readonly logger: Logger;
  private readonly service: string;
  private readonly baseUrls: string[];
  private readonly token: string;
  private readonly timeoutMs: number;
  private readonly transport: typeof http | typeof https;
  private readonly agent: http.Agent;
  private turn = 0;

  constructor(options: InternalHttpClientOptions) {
    this.service = options.service;
    this.token = options.token;
    this.timeoutMs = options.timeoutMs;
    this.logger = new Logger(`${options.service}Client`);
    this.baseUrls =
      typeof options.baseUrls === 'string'
        ? serviceUrls(options.baseUrls)
        : options.baseUrls.map((url) => url.replace(/\/+$/, ''));
    if (this.baseUrls.length === 0) throw new Error(`${options.service}: no base URL`);
    // One agent for every replica: they share a protocol (the config refuses a mixed list).
    const secure = new URL(this.baseUrls[0]).protocol === 'https:';
    this.transport = secure ? https : http;
    this.agent = keepAliveAgent(secure ? 'https:' : 'http:');
  }

  close(): void {
    this.agent.destroy();
  }

  async send(method: 'POST' | 'PUT', path: string, payload: object): Promise<InternalAnswer> {
    const body = JSON.stringify(payload);
    const first = this.turn;
    this.turn = (this.turn + 1) % this.baseUrls.length;
    let failure: unknown;
    for (let attempt = 0; attempt < this.baseUrls.length; attempt++) {
      const baseUrl = this.baseUrls[(first + attempt) % this.baseUrls.length];
      try {
        const answer = await this.once(baseUrl, method, path, body).catch((error: unknown) => {
          if (error instanceof StaleConnectionError) return this.once(baseUrl, method, path, body);
          throw error;
        });
        // Its trouble (5xx) or ours (401: the shared token differs): either way an operator should know.
        if (answer.status >= 500 || answer.status === 401)
          this.logger.warn(`${method} ${path} answered ${answer.status}`);
        return answer;
      } catch (error) {
        failure = error;
        if ((error as { code?: unknown }).code !== 'ECONNREFUSED') break;
      }
    }
    this.logger.warn(`${method} ${path} failed: ${String(failure)}`);
    throw new UpstreamUnreachableError(this.service, failure);
  }

  private once(baseUrl: string, method: string, path: string, body: string): Promise<InternalAnswer> {
    const requestId = currentRequestId();
    return new Promise<InternalAnswer>((resolve, reject) => {
      const request = this.transport.request(
        `${baseUrl}${path}`,
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
          // The status is the answer; a body cut short (the timeout) only loses its content.
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

function parseJson(text: string): InternalAnswer['body'] {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as InternalAnswer['body']) : null;
  } catch {
    return null;
  }
}
