import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Private offers (issue 23): an offer is public, for one named user, or for whoever holds its secret
 * link, whose token is kept only as a SHA-256 hash. The checks make a half-private row impossible.
 */
export class PrivateOffers1764400000020 implements MigrationInterface {
  name = 'PrivateOffers1764400000020';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE offers
        ADD COLUMN visibility text NOT NULL DEFAULT 'public' CHECK (visibility IN ('public', 'user', 'link')),
        ADD COLUMN private_to_user_id uuid,
        ADD COLUMN link_token_hash bytea,
        ADD CONSTRAINT offers_private_to_user CHECK ((visibility = 'user') = (private_to_user_id IS NOT NULL)),
        ADD CONSTRAINT offers_link_token CHECK ((visibility = 'link') = (link_token_hash IS NOT NULL))`);
    await runner.query(`CREATE UNIQUE INDEX offers_link_token_idx ON offers (link_token_hash)`);
    await runner.query(
      `CREATE INDEX offers_private_to_idx ON offers (private_to_user_id, created_at DESC)
        WHERE private_to_user_id IS NOT NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX offers_private_to_idx`);
    await runner.query(`DROP INDEX offers_link_token_idx`);
    await runner.query(`
      ALTER TABLE offers
        DROP CONSTRAINT offers_link_token,
        DROP CONSTRAINT offers_private_to_user,
        DROP COLUMN link_token_hash,
        DROP COLUMN private_to_user_id,
        DROP COLUMN visibility`);
  }
}
