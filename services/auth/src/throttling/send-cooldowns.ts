import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/**
 * At most one message per address and purpose per period. Claimed for unknown addresses too, so
 * the answers never tell whether an account exists.
 */
@Injectable()
export class SendCooldowns {
  /** 0 when the caller may send now (and the period restarts), else the seconds left. */
  async claim(
    manager: EntityManager,
    purpose: string,
    address: string,
    periodSeconds: number,
  ): Promise<number> {
    const claimed: unknown[] = await manager.query(
      `INSERT INTO send_cooldowns (purpose, address, last_sent_at) VALUES ($1, $2, now())
       ON CONFLICT (purpose, address) DO UPDATE SET last_sent_at = now()
        WHERE send_cooldowns.last_sent_at <= now() - make_interval(secs => $3)
       RETURNING 1`,
      [purpose, address, periodSeconds],
    );
    if (claimed.length > 0) return 0;
    const [row]: Array<{ seconds_left: string }> = await manager.query(
      `SELECT EXTRACT(EPOCH FROM last_sent_at + make_interval(secs => $3) - now()) AS seconds_left
         FROM send_cooldowns WHERE purpose = $1 AND address = $2`,
      [purpose, address, periodSeconds],
    );
    return Math.max(1, Math.ceil(Number(row?.seconds_left ?? periodSeconds)));
  }
}
