import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EventEnvelope } from '@p2p/contracts';
import type { EventBus, Subscription } from '@p2p/messaging';
import { EVENT_BUS, Metrics, subscribeThroughInbox } from '@p2p/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import { AUDITED_EVENT_TYPES, auditDraftOf } from './audited-events';

export const AUDIT_GROUP = 'admin-audit';

/**
 * Writes the audit log from the owners' events, in a consumer group of its own that a rebuild of the
 * read models never touches. One entry per event (its id is unique in the table as well as in the
 * inbox); the request id comes from the event's headers, set by the outbox of the service that
 * handled the admin's request.
 */
@Injectable()
export class AuditConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private subscription: Subscription | null = null;

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly metrics: Metrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await subscribeThroughInbox({
      bus: this.bus,
      dataSource: this.dataSource,
      group: AUDIT_GROUP,
      types: AUDITED_EVENT_TYPES,
      observer: this.metrics,
      apply: (manager, event) => this.record(manager, event),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.close();
    this.subscription = null;
  }

  /** The actor's name as the users read model knows it now; the entry keeps it if the user is renamed. */
  async record(manager: EntityManager, event: EventEnvelope): Promise<void> {
    const draft = auditDraftOf(event);
    if (!draft) return;
    await manager.query(
      `INSERT INTO audit_entries
         (action, actor_id, actor_name, target_type, target_id, before, after, request_id, occurred_at, event_id)
       VALUES ($1, $2, (SELECT name FROM users WHERE id = $2), $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9)
       ON CONFLICT (event_id) DO NOTHING`,
      [
        draft.action,
        draft.actorId,
        draft.targetType,
        draft.targetId,
        json(draft.before),
        json(draft.after),
        event.headers?.['x-request-id'] ?? null,
        event.occurredAt,
        event.id,
      ],
    );
  }
}

function json(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}
