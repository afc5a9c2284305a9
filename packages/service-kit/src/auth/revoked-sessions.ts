import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import { AccessRevoked, EventEnvelope, Topics, Events } from '@p2p/contracts';
import type { EventBus, Subscription } from '@p2p/messaging';
import { LRUCache } from 'lru-cache';
import { CONFIG, EVENT_BUS } from '../app/tokens';
import type { BaseConfig } from '../config/config';
import type { AccessTokenClaims } from './auth-user';

/**
 * The access tokens that must be refused before they expire, learnt from auth's
 * `auth.AccessRevoked` events: those of revoked sessions, and those of a user signed below the
 * user's token generation (a role or status change made them stale). Every process follows the
 * events itself (every replica must refuse the token, not one per group) from one token lifetime
 * ago, and forgets a session or a generation once every token it refuses has expired anyway.
 */
@Injectable()
export class RevokedSessions implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('RevokedSessions');
  /** Session id -> when its last token expires (ms since the epoch). */
  private readonly forgetAt: LRUCache<string, number>;
  /** User id -> the lowest generation still accepted, and when the last older token expires. */
  private readonly minGeneration: LRUCache<string, { generation: number; until: number }>;
  private subscription: Subscription | null = null;
  private readonly ttlMs: number;
  private readonly listeners = new Set<(revoked: AccessRevoked) => void>();

  constructor(
    @Inject(CONFIG) config: Pick<BaseConfig, 'ACCESS_TOKEN_TTL_SECONDS'>,
    @Optional() @Inject(EVENT_BUS) private readonly bus: EventBus | null,
  ) {
    this.ttlMs = config.ACCESS_TOKEN_TTL_SECONDS * 1000;
    this.forgetAt = expiringSet(this.ttlMs);
    this.minGeneration = expiringSet(this.ttlMs);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.bus) return;
    this.subscription = await this.bus.follow([Topics.auth], async (event) => this.apply(event), {
      since: new Date(Date.now() - this.ttlMs),
      onError: (event, error) =>
        this.logger.error(`Could not apply ${event.type} ${event.id}: ${String(error)}`),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.close();
    this.subscription = null;
  }

  /**
   * Calls the listener with each revocation this process learns from now on, when it starts refusing
   * its tokens: the gateway's live push ends its own sockets of them then, so a socket that signed in
   * again with a revoked token just before this process knew is ended too. Answers the unsubscribe.
   */
  onRevoked(listener: (revoked: AccessRevoked) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  isRevoked(sessionId: string | undefined): boolean {
    if (!sessionId) return false;
    const until = this.forgetAt.get(sessionId);
    return until !== undefined && until > Date.now();
  }

  /** Whether a genuine token's claims must be refused: its session was revoked or its generation is stale. */
  refuses(claims: Pick<AccessTokenClaims, 'sub' | 'sid' | 'gen'>): boolean {
    if (this.isRevoked(claims.sid)) return true;
    const minimum = this.minGeneration.get(claims.sub);
    return minimum !== undefined && minimum.until > Date.now() && (claims.gen ?? 0) < minimum.generation;
  }

  apply(event: EventEnvelope): void {
    if (event.type !== Events.AccessRevoked) return;
    const { userId, sessionIds, minTokenGeneration } = event.payload as AccessRevoked;
    // Tokens issued up to the event's time live at most one lifetime after it.
    const until = Date.parse(event.occurredAt) + this.ttlMs;
    const ttl = until - Date.now();
    // Every token it would refuse has expired already (an old event replayed at start).
    if (!(ttl > 0)) return;
    for (const sessionId of sessionIds) this.forgetAt.set(sessionId, until, { ttl });
    if (minTokenGeneration !== undefined) this.raiseGeneration(userId, minTokenGeneration, until);
    for (const listener of this.listeners) listener(event.payload as AccessRevoked);
  }

  /** Generations only go up: a late, older announcement never lowers the minimum or shortens it. */
  private raiseGeneration(userId: string, generation: number, until: number): void {
    const known = this.minGeneration.get(userId);
    const raised = Math.max(until, known?.until ?? until);
    this.minGeneration.set(
      userId,
      { generation: Math.max(generation, known?.generation ?? generation), until: raised },
      { ttl: raised - Date.now() },
    );
  }
}

/**
 * Entries forgotten when their own TTL ends, never for room: evicting a revocation to make space
 * would let its tokens back in. The caller still compares the stored expiry with the clock, which
 * is exact to the millisecond where the cache's TTL is one more lenient.
 */
function expiringSet<V extends object | number>(ttl: number): LRUCache<string, V> {
  return new LRUCache<string, V>({ ttl, ttlAutopurge: true, ttlResolution: 0, perf: Date });
}
