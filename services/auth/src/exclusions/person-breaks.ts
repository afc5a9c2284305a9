import { Inject, Injectable } from '@nestjs/common';
import type { ExclusionKind } from '@p2p/contracts';
import { SignUpOnBreakError } from '@p2p/player-protection';
import { CLOCK, type Clock } from '@p2p/service-kit';
import { EntityManager } from 'typeorm';
import { phoneDigits } from '../users/users.service';

/** Who a person is for the break-matching rule (docs/decisions.md): the phone's digits and the date of birth. */
export interface Person {
  phone?: string | null;
  dateOfBirth?: string | null;
}

/**
 * A break binds the person, not only the account it was taken on: a second account with the same
 * phone digits and date of birth is not opened while one of theirs is on a break.
 */
@Injectable()
export class PersonBreaks {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  /**
   * The person's lock, held until the transaction ends. A sign-up checks under it and a break is
   * taken under it, so a sign-up racing a break either commits first (an account opened before the
   * break) or waits and reads the break.
   */
  async lock(manager: EntityManager, person: Person): Promise<void> {
    const key = personKey(person);
    if (key) await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [key]);
  }

  /** Takes the person's lock, then refuses the sign-up while any account of theirs is on a break. */
  async assertMaySignUp(manager: EntityManager, person: Person): Promise<void> {
    await this.lock(manager, person);
    const digits = phoneDigits(person.phone ?? null);
    if (!digits || !person.dateOfBirth) return;
    const [taken]: Array<{ kind: ExclusionKind; ends_at: Date | null }> = await manager.query(
      `SELECT e.kind, e.ends_at FROM exclusions e JOIN users u ON u.id = e.user_id
        WHERE u.phone_digits = $1 AND u.date_of_birth = $2 AND (e.ends_at IS NULL OR e.ends_at > $3)
        ORDER BY e.ends_at DESC NULLS FIRST LIMIT 1`,
      [digits, person.dateOfBirth, this.clock.now()],
    );
    if (taken) throw new SignUpOnBreakError(taken.kind, taken.ends_at);
  }
}

function personKey(person: Person): string | null {
  const digits = phoneDigits(person.phone ?? null);
  return digits && person.dateOfBirth ? `person:${digits}:${person.dateOfBirth}` : null;
}
