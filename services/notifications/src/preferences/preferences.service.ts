import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { NOTIFICATION_KINDS, NotificationKind } from '@p2p/contracts';
import type { NotificationPreferences } from '@p2p/contracts/api';
import { DataSource } from 'typeorm';
import type { EmailSwitchesDto } from './dto/update-preferences.dto';

/** Which kinds a user also wants by email: every kind unless they turned it off. */
@Injectable()
export class PreferencesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(userId: string): Promise<NotificationPreferences> {
    const rows = (await this.dataSource.query(
      `SELECT kind, email FROM email_preferences WHERE user_id = $1`,
      [userId],
    )) as Array<{ kind: string; email: boolean }>;
    const set = new Map(rows.map((row) => [row.kind, row.email]));
    const email = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, set.get(kind) ?? true]));
    return { email: email as Record<NotificationKind, boolean> };
  }

  async update(userId: string, switches: EmailSwitchesDto): Promise<NotificationPreferences> {
    const changes = NOTIFICATION_KINDS.filter((kind) => typeof switches[kind] === 'boolean');
    if (changes.length > 0) {
      await this.dataSource.query(
        `INSERT INTO email_preferences (user_id, kind, email)
         SELECT $1, kind, email FROM unnest($2::text[], $3::boolean[]) AS change (kind, email)
         ON CONFLICT (user_id, kind) DO UPDATE SET email = excluded.email, updated_at = now()`,
        [userId, changes, changes.map((kind) => switches[kind])],
      );
    }
    return this.get(userId);
  }
}
