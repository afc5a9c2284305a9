import { Injectable } from '@nestjs/common';
import type { UserRegistered, UserUpdated } from '@p2p/contracts';
import type { EntityManager } from 'typeorm';

export interface Recipient {
  userId: string;
  username: string;
  name: string;
  email: string;
}

/** Who users are, as auth announces them: the address an email goes to and the names notifications use. */
@Injectable()
export class Recipients {
  async save(manager: EntityManager, user: UserRegistered | UserUpdated): Promise<void> {
    await manager.query(
      `INSERT INTO recipients (user_id, username, name, email) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE
         SET username = excluded.username, name = excluded.name, email = excluded.email, updated_at = now()`,
      [user.userId, user.username, user.name, user.email],
    );
  }

  async find(manager: EntityManager, userId: string): Promise<Recipient | null> {
    const [row] = (await manager.query(
      `SELECT user_id AS "userId", username, name, email FROM recipients WHERE user_id = $1`,
      [userId],
    )) as Recipient[];
    return row ?? null;
  }
}
