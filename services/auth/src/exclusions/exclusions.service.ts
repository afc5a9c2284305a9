import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createEvent, ExclusionKind, Events } from '@p2p/contracts';
import { breakEnd } from '@p2p/player-protection';
import { CLOCK, type Clock, ConflictError, OutboxService, ValidationFailedError } from '@p2p/service-kit';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { CurrentPasswordCheck } from '../credentials/current-password-check';
import { UsersService } from '../users/users.service';
import { durationsOf, endOf, ExclusionDuration } from './exclusion-durations';
import { PersonBreaks } from './person-breaks';

/** A break in force, as the user and the admin console see it. */
export interface ExclusionView {
  kind: ExclusionKind;
  duration: ExclusionDuration;
  startedAt: string;
  /** Null: a permanent self-exclusion. */
  endsAt: string | null;
}

interface ExclusionRow {
  kind: ExclusionKind;
  duration: ExclusionDuration;
  started_at: Date;
  ends_at: Date | null;
}

const toView = (row: ExclusionRow): ExclusionView => ({
  kind: row.kind,
  duration: row.duration,
  startedAt: row.started_at.toISOString(),
  endsAt: row.ends_at?.toISOString() ?? null,
});

/**
 * Whether a new break ends later than the one in force. Ends are shown to the minute, so one within
 * the same minute (the same button pressed twice) is no later.
 */
function endsLater(next: Date | null, current: Date | null): boolean {
  if (current === null) return false;
  return next === null || next.getTime() >= current.getTime() + 60_000;
}

/**
 * Time-outs and self-exclusions (issue 22). Auth owns them and announces each (auth.UserExcluded);
 * betting and the wallet enforce them. A break can only be made longer: nobody, neither the user nor
 * an admin, can end one early, which is the point of taking it. Signing in stays possible, so the
 * user can still withdraw.
 */
@Injectable()
export class ExclusionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly outbox: OutboxService,
    private readonly persons: PersonBreaks,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async current(userId: string): Promise<ExclusionView | null> {
    const row = await this.inForce(this.dataSource.manager, userId, this.clock.now());
    return row ? toView(row) : null;
  }

  async take(
    userId: string,
    request: { kind: ExclusionKind; duration: ExclusionDuration; password?: string },
    address: string,
  ): Promise<ExclusionView> {
    if (!durationsOf(request.kind).includes(request.duration)) {
      throw new ValidationFailedError(
        request.kind === 'time-out'
          ? 'A time-out lasts 24h, 48h, 1w, 2w, 4w or 6w'
          : 'A self-exclusion lasts 6m, 1y, 2y, 5y or permanent',
      );
    }
    if (request.kind === 'self-exclusion' && !request.password) {
      throw new ValidationFailedError('Password is required to exclude yourself');
    }
    const outcome = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockById(manager, userId);
      // A sign-up of the same person waits for this break, and then is refused by it.
      await this.persons.lock(manager, user);
      if (request.kind === 'self-exclusion') {
        const confirmed = await this.currentPassword.confirm(manager, user, request.password!, address);
        if (!confirmed) return new ValidationFailedError('Password is incorrect');
      }
      const now = this.clock.now();
      const endsAt = endOf(request.duration, now);
      const current = await this.inForce(manager, userId, now);
      if (current && !endsLater(endsAt, current.ends_at)) {
        return new ConflictError(
          current.ends_at === null
            ? 'You have excluded yourself permanently'
            : `You are already on a break ${breakEnd(current.ends_at)}: a new one must end later`,
        );
      }
      const row: ExclusionRow = {
        kind: request.kind,
        duration: request.duration,
        started_at: now,
        ends_at: endsAt,
      };
      await manager.query(
        `INSERT INTO exclusions (id, user_id, kind, duration, started_at, ends_at) VALUES ($1, $2, $3, $4, $5, $6)`,
        [randomUUID(), userId, row.kind, row.duration, row.started_at, row.ends_at],
      );
      await this.outbox.add(
        manager,
        createEvent(Events.UserExcluded, userId, {
          userId,
          kind: row.kind,
          startedAt: now.toISOString(),
          endsAt: endsAt?.toISOString() ?? null,
        }),
      );
      return toView(row);
    });
    // Thrown after the commit, so a wrong password stays counted.
    if (outcome instanceof Error) throw outcome;
    return outcome;
  }

  /** The break that ends last among those not over; a permanent one ends last of all. */
  private async inForce(manager: EntityManager, userId: string, now: Date): Promise<ExclusionRow | null> {
    const [row]: ExclusionRow[] = await manager.query(
      `SELECT kind, duration, started_at, ends_at FROM exclusions
        WHERE user_id = $1 AND (ends_at IS NULL OR ends_at > $2)
        ORDER BY ends_at DESC NULLS FIRST LIMIT 1`,
      [userId, now],
    );
    return row ?? null;
  }
}
