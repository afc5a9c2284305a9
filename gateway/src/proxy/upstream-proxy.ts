import {
  BadGatewayException,
  GatewayTimeoutException,
  Inject,
  Injectable,
  Logger,
  OnModuleDestroy,
  PayloadTooLargeException,
} from '@nestjs/common';
import { CONFIG, isResetWhileConnecting, isStaleConnectionReset, keepAliveAgent } from '@p2p/service-kit';
import type { Request, Response } from 'express';
import * as http from 'node:http';
import * as https from 'node:https';
import type { GatewayConfig } from '../config/gateway-config';
import { GatewayMetrics, UpstreamFailure } from '../observability/gateway-metrics';
import { clientAddressOf } from '../rate-limit/client-address';
import type { ServiceName } from '../routing/route-table';
import { BodyLimit, BodyTooLargeError, declaredLength, discardRemainingBody } from './body-limit';
import { clientResponseHeaders, upstreamRequestHeaders } from './forwarded-headers';
import { ServiceUnavailableError } from './proxy-errors';
import { CacheFill, sendCached } from './public-answer-cache';

/** How long a refused upload may keep sending before its connection is cut. */
const DISCARD_GRACE_MS = 5_000;

class UpstreamTimeoutError extends Error {}

export interface Upstream {
  service: ServiceName;
  /** Base URLs of the service's replicas, without a trailing slash, the one to try first first. */
  urls: readonly string[];
}

/**
 * A body this small is read before it is sent, so it can be sent again to another replica; a larger
 * one (a deposit proof) is streamed through and goes to one replica only.
 */
const REPLAYABLE_BODY_BYTES = 64 * 1024;

/** The replica could not have received the request: another one may be asked. */
class NotReceivedError extends Error {
  constructor(readonly failure: Error) {
    super(failure.message, { cause: failure });
  }
}

/**
 * Streams a request to a service and its answer back, with Node's http client: a large body is
 * never buffered, its size is counted on the way through, and a silent service is given up on.
 */
@Injectable()
export class UpstreamProxy implements OnModuleDestroy {
  private readonly logger = new Logger(UpstreamProxy.name);
  private readonly agents = { 'http:': keepAliveAgent('http:'), 'https:': keepAliveAgent('https:') };

  constructor(
    @Inject(CONFIG) private readonly config: GatewayConfig,
    private readonly metrics: GatewayMetrics,
  ) {}

  /**
   * Resolves once the answer has been streamed back (or the client has gone). Rejects only while
   * nothing has been sent, so the exception filter can still answer in the envelope. A replica that
   * refused the connection, or closed a pooled one before reading the request, is passed over for
   * the next: the request never reached it, so even a money command is safe to send on.
   */
  async forward(request: Request, response: Response, upstream: Upstream, fill?: CacheFill): Promise<void> {
    const limit = this.config.BODY_LIMIT_BYTES;
    const length = declaredLength(request);
    if ((length ?? 0) > limit) throw this.refuse(request, upstream, 'body_too_large');
    const replayable = !request.headers['transfer-encoding'] && (length ?? 0) <= REPLAYABLE_BODY_BYTES;
    const body = replayable ? await readBody(request) : null;
    for (const [index, url] of upstream.urls.entries()) {
      const last = index === upstream.urls.length - 1;
      try {
        return await this.send(request, response, upstream.service, url, body, fill);
      } catch (error) {
        if (error instanceof NotReceivedError && body !== null && !last) continue;
        const cause = error instanceof NotReceivedError ? error.failure : (error as Error);
        throw this.refuse(request, upstream, failureOf(cause), cause);
      }
    }
    throw this.refuse(request, upstream, 'unavailable');
  }

  private send(
    request: Request,
    response: Response,
    service: ServiceName,
    url: string,
    body: Buffer | null,
    fill?: CacheFill,
  ): Promise<void> {
    const target = new URL(url);
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      const settle = (error?: Error) => {
        if (settled) return;
        settled = true;
        if (!error) return resolve();
        outgoing.destroy();
        // A client that hung up caused this failure; no one is left to answer, nor is the service to blame.
        if (request.socket.destroyed) return resolve();
        if (!response.headersSent)
          return reject(notReceived(outgoing, error) ? new NotReceivedError(error) : error);
        response.destroy();
        resolve();
      };
      const outgoing = (target.protocol === 'https:' ? https : http).request({
        agent: this.agents[target.protocol as 'http:' | 'https:'],
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: `${target.pathname.replace(/\/$/, '')}${request.originalUrl}`,
        headers: upstreamRequestHeaders(request.headers, {
          remoteAddress: request.socket.remoteAddress,
          clientAddress: clientAddressOf(request),
          internalToken: this.config.INTERNAL_API_TOKEN,
          secure: request.secure,
          requestId: String((request as { id?: unknown }).id),
          upstreamHost: target.host,
        }),
      });
      // Idle time on the connection: a slow upload keeps it alive, a service that never answers does not.
      outgoing.setTimeout(this.config.UPSTREAM_TIMEOUT_MS, () =>
        outgoing.destroy(new UpstreamTimeoutError()),
      );
      outgoing.on('error', settle);
      outgoing.on('response', (incoming) => {
        outgoing.setTimeout(0);
        if (fill) {
          // Read whole, so the answer can be kept and given its ETag (a page of a list is small).
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', settle);
          incoming.on('end', () => {
            const headers = clientResponseHeaders(incoming.headers, request.headers);
            const answer = fill.store(
              { status: incoming.statusCode ?? 502, headers, body: Buffer.concat(chunks) },
              response.getHeaders(),
            );
            response.once('finish', () => settle());
            sendCached(request, response, answer);
          });
          return;
        }
        response.writeHead(
          incoming.statusCode ?? 502,
          clientResponseHeaders(incoming.headers, request.headers),
        );
        incoming.on('error', settle);
        incoming.pipe(response);
        response.once('finish', () => settle());
      });
      // The client hung up first: nobody is waiting for the service any more.
      response.once('close', () => {
        if (!response.writableFinished) outgoing.destroy();
        settle();
      });
      if (body !== null) {
        outgoing.end(body);
        return;
      }
      request.on('error', () => outgoing.destroy());
      request.pipe(new BodyLimit(this.config.BODY_LIMIT_BYTES)).on('error', settle).pipe(outgoing);
    });
  }

  onModuleDestroy(): void {
    Object.values(this.agents).forEach((agent) => agent.destroy());
  }

  private refuse(request: Request, upstream: Upstream, reason: UpstreamFailure, cause?: Error): Error {
    discardRemainingBody(request, DISCARD_GRACE_MS);
    this.metrics.upstreamFailures.inc({ upstream: upstream.service, reason });
    if (reason === 'body_too_large') return new PayloadTooLargeException('Request body is too large');
    this.logger.warn(`${upstream.service} ${reason}: ${cause?.message ?? ''}`);
    if (reason === 'timeout') return new GatewayTimeoutException('Upstream timeout');
    if (reason === 'unavailable') return new ServiceUnavailableError();
    return new BadGatewayException('Bad gateway');
  }
}

/** An answer from the cache (or just read for it): 304 when the client already holds it. */
/**
 * Refused, reset while connecting, or a pooled connection the replica had closed: nothing of the
 * request was read there.
 */
function notReceived(outgoing: http.ClientRequest, error: Error): boolean {
  return (
    (error as { code?: string }).code === 'ECONNREFUSED' ||
    isResetWhileConnecting(error) ||
    isStaleConnectionReset(outgoing, error)
  );
}

/** A small body, read whole so it can be sent to a second replica when the first was not there. */
function readBody(request: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => resolve(Buffer.concat(chunks)));
    request.once('error', reject);
    request.once('close', () => {
      if (!request.complete) reject(new Error('The client went away while sending'));
    });
  });
}

function failureOf(error: Error): UpstreamFailure {
  if (error instanceof BodyTooLargeError) return 'body_too_large';
  if (error instanceof UpstreamTimeoutError) return 'timeout';
  const code = (error as { code?: string }).code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN'
    ? 'unavailable'
    : 'bad_gateway';
}
