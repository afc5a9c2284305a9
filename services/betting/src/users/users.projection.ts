import { Injectable } from '@nestjs/common';
import type { UserRegistered, UserUpdated } from '@p2p/contracts';
import { EntityManager } from 'typeorm';

/** Usernames and names from auth's events: offers and bets show the current ones. */
@Injectable()
export class UsersProjection {
  async upsert(manager: EntityManager, user: UserRegistered | UserUpdated): Promise<void> {
    await manager.query(
      `INSERT INTO users (id, username, name) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET username = EXCLUDED.username, name = EXCLUDED.name, updated_at = now()`,
      [user.userId, user.username, user.name],
    );
  }
}
