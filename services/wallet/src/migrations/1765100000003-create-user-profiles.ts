import { MigrationInterface, QueryRunner } from 'typeorm';

/** The projection of auth's users the wallet needs: names for lists, usernames for transfers. */
export class CreateUserProfiles1765100000003 implements MigrationInterface {
  name = 'CreateUserProfiles1765100000003';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE user_profiles (
        user_id text PRIMARY KEY,
        username text NOT NULL,
        email text NOT NULL,
        name text NOT NULL,
        role text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX user_profiles_username_lower ON user_profiles (lower(username))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE user_profiles`);
  }
}
