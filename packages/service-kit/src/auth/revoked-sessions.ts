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

/**
 * The sessions whose access tokens must be refused before they expire, learnt from auth's
 * `auth.AccessRevoked` events. Every process follows them itself (every replica must refuse the
 * token, not one per group) from one token lifetime ago, and forgets a session once every token
 * issued for it has expired anyway.
 */
@Injectable()
export class RevokedSessions implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('RevokedSessions');
  /** Session id -> when its last token expires (ms); insertion order is expiry order. */
  private readonly forgetAt = new Map<string, number>();
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

  apply(event: EventEnvelope): void {
    if (event.type !== ACCESS_REVOKED) return;
    const { sessionIds } = event.payload as AccessRevoked;
    this.forgetExpired();
    // Tokens issued up to the event's time live at most one lifetime after it.
    const until = Date.parse(event.occurredAt) + this.ttlMs;
    for (const sessionId of sessionIds) {
      this.forgetAt.delete(sessionId);
      this.forgetAt.set(sessionId, until);
    }
  }

  private forgetExpired(): void {
    const now = Date.now();
    for (const [sessionId, until] of this.forgetAt) {
      if (until > now) return;
      this.forgetAt.delete(sessionId);
    }
  }
}
