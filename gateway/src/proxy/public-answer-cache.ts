import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Topics } from '@p2p/contracts';
import type { EventBus, Subscription } from '@p2p/messaging';
import { CONFIG, EVENT_BUS } from '@p2p/service-kit';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { GatewayConfig } from '../config/gateway-config';
import { GatewayMetrics } from '../observability/gateway-metrics';
import { acceptableRequestId, REQUEST_ID_HEADER } from '../observability/request-id';
import { encodedFor, type EncodableBody } from '../web/compression';

/** Anyone's offer lists: the same bytes for every caller, read far more often than they change. */
const PUBLIC_LISTS = [
  /^\/api\/p2p-betting\/offers\/public$/,
  /^\/api\/p2p-betting\/matches\/[^/]+\/offers$/,
  /^\/api\/p2p-betting\/matches\/offers$/,
];

/** Distinct pages (filters, searches) kept at once; the least recently read goes first. */
const MAX_ANSWERS = 500;

export interface CachedAnswer extends EncodableBody {
  status: number;
  headers: OutgoingHttpHeaders;
  etag: string;
  /**
   * Everything the answer was sent with but the per-request headers: the service's headers and the
   * gateway's own (security headers), so the edge path can answer without running its middleware.
   */
  edgeHeaders: OutgoingHttpHeaders;
}

/** A cache miss: where the answer goes once the service has given it. */
export interface CacheFill {
  /** `sentWith`: what the gateway's middleware has set on this response so far. */
  store(
    answer: Pick<CachedAnswer, 'status' | 'headers' | 'body'>,
    sentWith: OutgoingHttpHeaders,
  ): CachedAnswer;
  /** The call is over: callers waiting for this answer get it, or ask the service themselves. */
  done(): void;
}

/**
 * Anonymous GETs of the public offer lists, answered from memory for at most PUBLIC_CACHE_TTL_MS and
 * dropped as soon as betting or football publishes anything (an offer or a match changed), so a
 * list is never older than the event lag. Answers carry an ETag, and a browser that sends it back
 * gets 304. Never an answer to a request with credentials: those may differ by caller.
 */
@Injectable()
export class PublicAnswerCache implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PublicAnswerCache.name);
  private readonly answers: LRUCache<string, CachedAnswer> | null;
  /** Bumped by every invalidation: an answer fetched across one is not stored. */
  private generation = 0;
  private subscription: Subscription | null = null;
  /** Answers being fetched: the same page asked for meanwhile waits for it instead of asking again. */
  private readonly filling = new Map<string, Promise<CachedAnswer | null>>();

  constructor(
    @Inject(CONFIG) config: GatewayConfig,
    @Inject(EVENT_BUS) private readonly bus: EventBus | null,
    private readonly metrics: GatewayMetrics,
  ) {
    const ttl = config.PUBLIC_CACHE_TTL_MS;
    this.answers = ttl > 0 ? new LRUCache({ max: MAX_ANSWERS, ttl }) : null;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.answers || !this.bus) return;
    // Every replica keeps its own answers, so every replica must see every event: a follower.
    this.subscription = await this.bus.follow([Topics.betting, Topics.football], async () => this.clear(), {
      since: new Date(),
      onError: (event, error) => this.logger.warn(`Could not apply ${event.type}: ${String(error)}`),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.close();
    this.subscription = null;
  }

  /**
   * The cached answer; or the answer another caller is fetching, to wait for; or how to fill the
   * cache. Null when the request may not be answered from it.
   */
  lookup(
    request: Request,
  ): { hit: CachedAnswer } | { pending: Promise<CachedAnswer | null> } | { miss: CacheFill } | null {
    if (!this.answers || !isCacheable(request)) return null;
    const key = request.originalUrl;
    const hit = this.answers.get(key);
    if (hit) {
      this.metrics.publicCache.inc({ result: 'hit' });
      return { hit };
    }
    const pending = this.filling.get(key);
    if (pending) {
      this.metrics.publicCache.inc({ result: 'waited' });
      return { pending };
    }
    this.metrics.publicCache.inc({ result: 'miss' });
    const generation = this.generation;
    let deliver: (answer: CachedAnswer | null) => void = () => undefined;
    const filled = new Promise<CachedAnswer | null>((resolve) => (deliver = resolve));
    this.filling.set(key, filled);
    const finish = (answer: CachedAnswer | null) => {
      if (this.filling.get(key) === filled) this.filling.delete(key);
      deliver(answer);
    };
    return {
      miss: {
        store: (answer, sentWith) => {
          const headers = withoutPerRequestHeaders(answer.headers);
          const upstreamTag = typeof headers.etag === 'string' ? headers.etag.replace(/^W\//, '') : null;
          const etag = upstreamTag ?? etagOf(answer.body);
          const edgeHeaders = { ...withoutPerRequestHeaders(sentWith), ...headers, etag };
          const cached = { ...answer, headers, etag, edgeHeaders };
          const keep = answer.status === 200 && !headers['set-cookie'] && generation === this.generation;
          if (keep) this.answers?.set(key, cached);
          finish(keep ? cached : null);
          return cached;
        },
        done: () => finish(null),
      },
    };
  }

  /**
   * The edge path, in front of every middleware: a hit is written straight to the socket, which is
   * what makes a cached page cost about what a bare server's does. Returns false when the request
   * must go the whole way (not cacheable, cross-origin, or not held).
   */
  answerAtEdge(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.answers || request.method !== 'GET') return false;
    const { authorization, cookie, origin } = request.headers;
    // A cross-origin caller needs the CORS middleware's verdict, which only the full path gives.
    if (authorization !== undefined || cookie !== undefined || origin !== undefined) return false;
    const url = request.url ?? '';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    if (!PUBLIC_LISTS.some((pattern) => pattern.test(path))) return false;
    const hit = this.answers.get(url);
    if (!hit) return false;
    this.metrics.publicCache.inc({ result: 'edge' });
    const id = acceptableRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
    writeAnswer(request, response, hit, { ...hit.edgeHeaders, [REQUEST_ID_HEADER]: id });
    return true;
  }

  clear(): void {
    this.generation++;
    this.answers?.clear();
    // Waiters of a fetch begun before the change ask the service themselves.
    this.filling.clear();
  }
}

function isCacheable(request: Request): boolean {
  return (
    request.method === 'GET' &&
    request.headers.authorization === undefined &&
    request.headers.cookie === undefined &&
    PUBLIC_LISTS.some((pattern) => pattern.test(request.path))
  );
}

/** Headers of this one request (its id, its date, its rate-limit count, its CORS verdict), and cookies, which are nobody else's. */
function withoutPerRequestHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) =>
        !PER_REQUEST_HEADERS.has(name) &&
        !name.startsWith('access-control-') &&
        !name.startsWith('x-ratelimit-'),
    ),
  );
}

const PER_REQUEST_HEADERS = new Set([
  REQUEST_ID_HEADER,
  'date',
  'set-cookie',
  'retry-after',
  'content-length',
]);

/** A cached answer, or 304 to a client that holds it. */
export function sendCached(request: Request, response: Response, answer: CachedAnswer): void {
  writeAnswer(request, response, answer, { ...answer.headers, etag: answer.etag });
}

function writeAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  answer: CachedAnswer,
  headers: OutgoingHttpHeaders,
): void {
  if (answer.status === 200 && clientHolds(request, answer.etag)) {
    const { 'content-length': _length, 'content-type': _type, ...rest } = headers;
    response.writeHead(304, rest).end();
    return;
  }
  const { body, encoding } = encodedFor(request, answer);
  response
    .writeHead(answer.status, {
      ...headers,
      vary: [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', '),
      ...(encoding && { 'content-encoding': encoding }),
      'content-length': body.length,
    })
    .end(body);
}

function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether the client already holds this answer (If-None-Match names its ETag, or `*`). */
export function clientHolds(request: IncomingMessage, etag: string): boolean {
  const held = request.headers['if-none-match'];
  if (!held) return false;
  return held.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
