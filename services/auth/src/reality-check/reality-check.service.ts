import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { NotFoundError } from '@p2p/service-kit';
import { isUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import { SessionsService } from '../sessions/sessions.service';
import type { RealityCheckInterval } from './reality-check-intervals';

/** What the web app needs to remind the user: how often, and from when it counts. */
export interface RealityCheckView {
  /** Null: the reminder is off. */
  intervalMinutes: RealityCheckInterval | null;
  /** When the caller's session (its refresh-token family) began: reminders fall at start + k × interval. */
  sessionStartedAt: string;
}

/**
 * The reality check (issue 22): a reminder every N minutes of session time with the time played and
 * the net result. Auth keeps the user's interval and knows when each session began; the web app shows
 * the reminder, and betting answers the net result. Off unless the user turns it on
 * (docs/decisions.md, Auth service, says why).
 */
@Injectable()
export class RealityCheckService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
  ) {}

  async read(userId: string, sessionId: string | null): Promise<RealityCheckView> {
    const startedAt =
      sessionId && isUUID(sessionId) ? await this.sessions.startedAt(userId, sessionId) : null;
    if (!startedAt) throw new NotFoundError('Session not found');
    const [row]: Array<{ interval_minutes: RealityCheckInterval | null }> = await this.dataSource.query(
      `SELECT interval_minutes FROM reality_check_settings WHERE user_id = $1`,
      [userId],
    );
    return { intervalMinutes: row?.interval_minutes ?? null, sessionStartedAt: startedAt.toISOString() };
  }

  async set(
    userId: string,
    intervalMinutes: RealityCheckInterval | null,
    sessionId: string | null,
  ): Promise<RealityCheckView> {
    // From the users table, so a token naming no user here (an operator's) is 404, not a broken key.
    const saved: unknown[] = await this.dataSource.query(
      `INSERT INTO reality_check_settings (user_id, interval_minutes, updated_at)
       SELECT id, $2, now() FROM users WHERE id = $1
       ON CONFLICT (user_id) DO UPDATE SET interval_minutes = EXCLUDED.interval_minutes, updated_at = now()
       RETURNING user_id`,
      [userId, intervalMinutes],
    );
    if (saved.length === 0) throw new NotFoundError('User not found');
    return this.read(userId, sessionId);
  }
}
