import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { UserRegistered } from '@p2p/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { UserProfile } from './user-profile.entity';

/** The wallet's projection of auth's users. */
@Injectable()
export class UserDirectory {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Events of one user arrive in order (keyed by user id), so the last one written wins. */
  async upsert(manager: EntityManager, user: UserRegistered): Promise<void> {
    await manager.query(
      `INSERT INTO user_profiles (user_id, username, email, name, role, updated_at)
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (user_id) DO UPDATE
         SET username = EXCLUDED.username, email = EXCLUDED.email, name = EXCLUDED.name,
             role = EXCLUDED.role, updated_at = now()`,
      [user.userId, user.username, user.email, user.name, user.role],
    );
  }

  /**
   * Case-insensitive. Auth keeps usernames unique; should two rows share one for a moment (one
   * user renamed, another took the old name, events not yet both applied), the latest wins.
   */
  async findByUsername(username: string): Promise<UserProfile | null> {
    return this.dataSource
      .getRepository(UserProfile)
      .createQueryBuilder('profile')
      .where('lower(profile.username) = lower(:username)', { username })
      .orderBy('profile.updated_at', 'DESC')
      .getOne();
  }
}
