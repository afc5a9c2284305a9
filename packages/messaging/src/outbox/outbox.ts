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
    if (events.length === 0) return;
    // One statement for any number: rows get their ids in this order, which the relay publishes in.
    await manager.query(
      `INSERT INTO outbox (event_id, topic, key, type, envelope)
       SELECT event_id, topic, key, type, envelope
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::jsonb[])
              WITH ORDINALITY AS event (event_id, topic, key, type, envelope, position)
        ORDER BY position`,
      [
        events.map((event) => event.id),
        events.map((event) => topicOfEventType(event.type)),
        events.map((event) => event.key),
        events.map((event) => event.type),
        events.map((event) => JSON.stringify(event)),
      ],
    );
  }
}
