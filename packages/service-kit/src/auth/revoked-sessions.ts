import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import { ACCESS_REVOKED, AccessRevoked, EventEnvelope, Topics } from '@p2p/contracts';
import type { EventBus, Subscription } from '@p2p/messaging';
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
  /** Session id -> when its last token expires (ms); insertion order is expiry order. */
  private readonly forgetAt = new Map<string, number>();
  /** User id -> the lowest generation still accepted, and when the last older token expires. */
  private readonly minGeneration = new Map<string, { generation: number; until: number }>();
  private subscription: Subscription | null = null;
  private readonly ttlMs: number;

  constructor(
    @Inject(CONFIG) config: Pick<BaseConfig, 'ACCESS_TOKEN_TTL_SECONDS'>,
    @Optional() @Inject(EVENT_BUS) private readonly bus: EventBus | null,
  ) {
    this.ttlMs = config.ACCESS_TOKEN_TTL_SECONDS * 1000;
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
    if (event.type !== ACCESS_REVOKED) return;
    const { userId, sessionIds, minTokenGeneration } = event.payload as AccessRevoked;
    this.forgetExpired();
    // Tokens issued up to the event's time live at most one lifetime after it.
    const until = Date.parse(event.occurredAt) + this.ttlMs;
    for (const sessionId of sessionIds) {
      this.forgetAt.delete(sessionId);
      this.forgetAt.set(sessionId, until);
    }
    if (minTokenGeneration !== undefined) this.raiseGeneration(userId, minTokenGeneration, until);
  }

  /** Generations only go up: a late, older announcement never lowers the minimum or shortens it. */
  private raiseGeneration(userId: string, generation: number, until: number): void {
    const known = this.minGeneration.get(userId);
    this.minGeneration.delete(userId);
    this.minGeneration.set(userId, {
      generation: Math.max(generation, known?.generation ?? generation),
      until: Math.max(until, known?.until ?? until),
    });
  }

  private forgetExpired(): void {
    const now = Date.now();
    for (const [sessionId, until] of this.forgetAt) {
      if (until > now) break;
      this.forgetAt.delete(sessionId);
    }
    for (const [userId, { until }] of this.minGeneration) {
      if (until > now) break;
      this.minGeneration.delete(userId);
    }
  }
}
