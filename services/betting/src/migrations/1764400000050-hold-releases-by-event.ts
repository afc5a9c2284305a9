import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Given-up claims release the taker's hold by a ClaimAbandoned in the outbox, no longer by betting's own
 * retry queue: each release still owed (dead letters included) becomes that event, so none is lost,
 * and the queue's table goes. The offer id is read from the release's reason, which always named it.
 */
export class HoldReleasesByEvent1764400000050 implements MigrationInterface {
  name = 'HoldReleasesByEvent1764400000050';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      WITH owed AS (
        SELECT gen_random_uuid() AS event_id,
               substring(hold_key FROM '^bet:(.+)$') AS bet_id,
               substring(reason FROM 'offer ([0-9a-fA-F-]{36})') AS offer_id
          FROM hold_releases WHERE hold_key LIKE 'bet:%'
      )
      INSERT INTO outbox (event_id, topic, key, type, envelope)
      SELECT event_id, 'betting.events', coalesce(offer_id, bet_id), 'betting.ClaimAbandoned',
             jsonb_build_object(
               'id', event_id,
               'type', 'betting.ClaimAbandoned',
               'version', 1,
               'occurredAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
               'key', coalesce(offer_id, bet_id),
               'payload', jsonb_build_object('offerId', coalesce(offer_id, bet_id), 'betId', bet_id))
        FROM owed`);
    await runner.query(`DROP TABLE hold_releases`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE hold_releases (
        hold_key text PRIMARY KEY,
        reason text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        dead_lettered_at timestamptz
      )`);
    await runner.query(
      `CREATE INDEX hold_releases_due_idx ON hold_releases (next_attempt_at) WHERE dead_lettered_at IS NULL`,
    );
  }
}
