import { EventEnvelope } from '@p2p/contracts';
import { DataSource, EntityManager } from 'typeorm';

/**
 * Applies an event's effect exactly once per consumer: the inbox row and the effect commit in one
 * transaction, so a redelivered event finds its row and does nothing, and a failed effect leaves
 * no row behind and is retried.
 */
export class Inbox {
  constructor(private readonly dataSource: DataSource) {}

  /** Returns false when this consumer already applied the event. */
  async handle(
    consumer: string,
    event: EventEnvelope,
    effect: (manager: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO inbox (consumer, event_id, event_type) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING event_id`,
        [consumer, event.id, event.type],
      );
      if (inserted.length === 0) return false;
      await effect(manager);
      return true;
    });
  }
}
