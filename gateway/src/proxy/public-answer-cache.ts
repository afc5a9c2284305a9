import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Topics } from '@p2p/contracts';
import type { EventBus, Subscription } from '@p2p/messaging';
import { CONFIG, EVENT_BUS } from '@p2p/service-kit';
import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { GatewayConfig } from '../config/gateway-config';
import { GatewayMetrics } from '../observability/gateway-metrics';

/** Anyone's offer lists: the same bytes for every caller, read far more often than they change. */
const PUBLIC_LISTS = [/^\/api\/p2p-betting\/offers\/public$/, /^\/api\/p2p-betting\/matches\/[^/]+\/offers$/];

/** Distinct pages (filters, searches) kept at once; the least recently read goes first. */
const MAX_ANSWERS = 500;

export interface CachedAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string;
}

/** A cache miss: where the answer goes once the service has given it. */
export interface CacheFill {
  store(answer: Omit<CachedAnswer, 'etag'>): CachedAnswer;
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
        store: (answer) => {
          // Headers of this one request (its id, its date) are not the page's; a cookie is nobody else's.
          const { 'x-request-id': _id, date: _date, ...headers } = answer.headers;
          const upstreamTag = typeof headers.etag === 'string' ? headers.etag.replace(/^W\//, '') : null;
          const cached = { ...answer, headers, etag: upstreamTag ?? etagOf(answer.body) };
          const keep = answer.status === 200 && !headers['set-cookie'] && generation === this.generation;
          if (keep) this.answers?.set(key, cached);
          finish(keep ? cached : null);
          return cached;
        },
        done: () => finish(null),
      },
    };
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

function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether the client already holds this answer (If-None-Match names its ETag, or `*`). */
export function clientHolds(request: Request, etag: string): boolean {
  const held = request.headers['if-none-match'];
  if (!held) return false;
  return held.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
