import { EventEnvelope, topicOfEventType } from '@p2p/contracts';
import { EntityManager } from 'typeorm';

/**
 * Writes integration events in the caller's transaction, so an event exists exactly when the state
 * change that caused it committed. Call it after the aggregate's row is written (and so locked):
 * one aggregate's events then get increasing ids, which is the order the relay publishes them in.
 */
export class Outbox {
  async add(manager: EntityManager, ...events: EventEnvelope[]): Promise<void> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error('Outbox.add must run inside a transaction');
    }
    for (const event of events) {
      await manager.query(
        `INSERT INTO outbox (event_id, topic, key, type, envelope) VALUES ($1, $2, $3, $4, $5)`,
        [event.id, topicOfEventType(event.type), event.key, event.type, JSON.stringify(event)],
      );
    }
  }
}
