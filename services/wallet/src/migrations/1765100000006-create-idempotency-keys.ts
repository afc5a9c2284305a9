import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateIdempotencyKeys1765100000006 implements MigrationInterface {
  name = 'CreateIdempotencyKeys1765100000006';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE idempotency_keys (
        user_id text NOT NULL,
        key text NOT NULL,
        request_hash text NOT NULL,
        state text NOT NULL CONSTRAINT idempotency_keys_state CHECK (state IN ('in_progress', 'completed')),
        response_status integer,
        response_body jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, key),
        CONSTRAINT idempotency_keys_completed_has_response CHECK (
          (state = 'completed') = (response_status IS NOT NULL AND response_body IS NOT NULL)
        )
      )`);
    await runner.query(`CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE idempotency_keys`);
  }
}
