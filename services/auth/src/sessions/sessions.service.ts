import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AccessRevocationReason, createEvent, Events } from '@p2p/contracts';
import { CONFIG, OutboxService, UnauthorizedError } from '@p2p/service-kit';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import type { AuthConfig } from '../auth.config';
import { opaqueToken, sha256 } from '../credentials/secrets';
import { AccountSuspendedError } from '../users/account-status';
import { User } from '../users/user.entity';
import { AccessTokens } from './access-tokens';
import { RefreshToken } from './refresh-token.entity';
import { deviceOf, SessionClient } from './session-client';

/** What a client receives when a session starts or rotates. */
export interface IssuedSession {
  user: User;
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/** One open session as its owner sees it. */
export interface SessionView {
  id: string;
  /** "Chrome on Mac OS", from the user agent of its last refresh. */
  device: string;
  ipAddress: string | null;
  createdAt: string;
  lastUsedAt: string;
  /** The session of the access token that asked. */
  current: boolean;
}

const INVALID_REFRESH = 'Invalid or expired refresh token';

/**
 * Sessions are refresh-token families: a login starts one, every refresh rotates its token, logout
 * and password changes revoke. A replaced token presented again means it was copied: the whole
 * family is revoked, the thief's and the owner's copies alike. A revocation is also an
 * `auth.AccessRevoked` event, so every service refuses the session's access tokens at once rather
 * than when they expire. A suspended user's refresh is refused with the suspension's reason.
 */
@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: AuthConfig,
    private readonly accessTokens: AccessTokens,
    private readonly outbox: OutboxService,
  ) {}

  start(manager: EntityManager, user: User, client: SessionClient): Promise<IssuedSession> {
    return this.issue(manager, user, randomUUID(), client);
  }

  /**
   * Whether the user signs in from a device (browser and system, see `deviceOf`) none of their
   * sessions came from before; a user with no session yet has nothing to compare with: false.
   */
  async isNewDevice(manager: EntityManager, userId: string, client: SessionClient): Promise<boolean> {
    const [row]: Array<{ any_session: boolean; same_device: boolean }> = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM refresh_tokens WHERE user_id = $1) AS any_session,
              EXISTS (SELECT 1 FROM refresh_tokens WHERE user_id = $1 AND device = $2) AS same_device`,
      [userId, deviceOf(client.userAgent)],
    );
    return row.any_session && !row.same_device;
  }

  async rotate(presented: string | null, client: SessionClient): Promise<IssuedSession> {
    if (!presented) throw new UnauthorizedError('Refresh token is required');
    const outcome = await this.dataSource.transaction(async (manager) => {
      const found = await manager.findOneBy(RefreshToken, { tokenHash: sha256(presented) });
      if (!found) return null;
      // The user's row before the token's, the order a role or status change takes them in: a
      // refresh either commits before the change (its token has the old generation, refused once
      // the change is announced, and a suspension revokes its session too) or reads the change.
      const user = await manager.findOne(User, {
        where: { id: found.userId },
        lock: { mode: 'pessimistic_read' },
      });
      const current = await manager.findOne(RefreshToken, {
        where: { id: found.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!user || !current) return null;
      // The suspension revoked the sessions already; the answer says why, and revokes nothing more.
      if (user.status === 'suspended' && current.expiresAt.getTime() > Date.now()) {
        return new AccountSuspendedError(user.statusReason);
      }
      if (current.revokedAt) return null;
      if (current.replacedBy) {
        await this.revokeFamily(manager, current.userId, current.familyId, 'refresh_token_reused');
        return null;
      }
      if (current.expiresAt.getTime() <= Date.now()) return null;
      const issued = await this.issue(manager, user, current.familyId, client);
      await manager.update(RefreshToken, { id: current.id }, { replacedBy: issued.tokenId });
      return issued;
    });
    // Thrown after the commit, so a detected reuse keeps the family revoked.
    if (!outcome) throw new UnauthorizedError(INVALID_REFRESH);
    if (outcome instanceof AccountSuspendedError) throw outcome;
    return outcome;
  }

  /**
   * Logout: the session of the presented refresh token ends, whatever state the token is in, and so
   * does the session of a genuine access token: a client that holds only the bearer (an API client,
   * a page whose cookie is gone) must not be told "Logged out" while its token goes on working.
   */
  async end(presented: string | null, accessToken: string | null = null): Promise<void> {
    const bearer = accessToken ? this.accessTokens.read(accessToken) : null;
    if (!presented && !bearer) return;
    await this.dataSource.transaction(async (manager) => {
      const token = presented
        ? await manager.findOneBy(RefreshToken, { tokenHash: sha256(presented) })
        : null;
      if (token) await this.revokeFamily(manager, token.userId, token.familyId, 'logout');
      if (bearer && bearer.sessionId !== token?.familyId) {
        await this.revokeFamily(manager, bearer.userId, bearer.sessionId, 'logout');
      }
    });
  }

  /**
   * Every session of the user (password changed or reset, account suspended). With a generation, the
   * same announcement also refuses the user's tokens below it (a suspension raises it).
   */
  async revokeAll(
    manager: EntityManager,
    userId: string,
    reason: AccessRevocationReason,
    minTokenGeneration?: number,
  ): Promise<void> {
    // A SELECT around the UPDATE, so the driver answers rows rather than [rows, count].
    const revoked: Array<{ family_id: string }> = await manager.query(
      `WITH revoked AS (
         UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING family_id
       )
       SELECT DISTINCT family_id FROM revoked`,
      [userId],
    );
    await this.announce(
      manager,
      userId,
      revoked.map((row) => row.family_id),
      reason,
      minTokenGeneration,
    );
  }

  /**
   * A role or status change raised the user's token generation: every app refuses the user's tokens
   * signed before it, at once, while the sessions go on (the next refresh signs the new role).
   */
  async retireTokensBelow(
    manager: EntityManager,
    userId: string,
    generation: number,
    reason: AccessRevocationReason,
  ): Promise<void> {
    await this.announce(manager, userId, [], reason, generation);
  }

  /**
   * When one of the user's sessions began: its first refresh token's time (a refresh rotates the
   * token, not the session). Null for a session that is not the user's or no longer recorded.
   */
  async startedAt(userId: string, sessionId: string): Promise<Date | null> {
    const [{ started_at }]: Array<{ started_at: Date | null }> = await this.dataSource.query(
      `SELECT min(created_at) AS started_at FROM refresh_tokens WHERE user_id = $1 AND family_id = $2`,
      [userId, sessionId],
    );
    return started_at;
  }

  /**
   * The user's open sessions, newest use first. A session's last use is its last refresh (the
   * access tokens between are not recorded), its address and device those of that refresh.
   */
  async list(userId: string, currentSessionId: string | null): Promise<SessionView[]> {
    const rows: Array<{
      family_id: string;
      device: string | null;
      address: string | null;
      started_at: Date;
      last_used_at: Date;
    }> = await this.dataSource.query(
      `SELECT newest.family_id, newest.device, newest.address, newest.created_at AS last_used_at,
              (SELECT min(created_at) FROM refresh_tokens f WHERE f.family_id = newest.family_id) AS started_at
         FROM refresh_tokens newest
        WHERE newest.user_id = $1 AND newest.replaced_by IS NULL AND newest.revoked_at IS NULL
          AND newest.expires_at > now()
        ORDER BY newest.created_at DESC`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.family_id,
      device: row.device ?? 'Unknown device',
      ipAddress: row.address,
      createdAt: row.started_at.toISOString(),
      lastUsedAt: row.last_used_at.toISOString(),
      current: row.family_id === currentSessionId,
    }));
  }

  /** Ends one of the user's own sessions; false when it is not theirs or not open. */
  async revoke(userId: string, sessionId: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [, revoked]: [unknown, number] = await manager.query(
        `UPDATE refresh_tokens SET revoked_at = now()
          WHERE family_id = $1 AND user_id = $2 AND revoked_at IS NULL AND replaced_by IS NULL
            AND expires_at > now()`,
        [sessionId, userId],
      );
      if (revoked === 0) return false;
      await this.revokeFamily(manager, userId, sessionId, 'logout');
      return true;
    });
  }

  /** Ends every session of the user but the caller's own; answers how many ended. */
  async revokeOthers(userId: string, currentSessionId: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const revoked: Array<{ family_id: string }> = await manager.query(
        `WITH revoked AS (
           UPDATE refresh_tokens SET revoked_at = now()
            WHERE user_id = $1 AND family_id <> $2 AND revoked_at IS NULL RETURNING family_id
         )
         SELECT DISTINCT family_id FROM revoked`,
        [userId, currentSessionId],
      );
      const sessionIds = revoked.map((row) => row.family_id);
      await this.announce(manager, userId, sessionIds, 'logout');
      return sessionIds.length;
    });
  }

  /** A session is live while its newest token is neither revoked nor expired. */
  async isActive(sessionId: string, userId: string): Promise<boolean> {
    const [row]: Array<{ active: boolean }> = await this.dataSource.query(
      `SELECT EXISTS (
         SELECT 1 FROM refresh_tokens
          WHERE family_id = $1 AND user_id = $2 AND replaced_by IS NULL AND revoked_at IS NULL
            AND expires_at > now()
       ) AS active`,
      [sessionId, userId],
    );
    return row.active;
  }

  private async issue(
    manager: EntityManager,
    user: User,
    familyId: string,
    client: SessionClient,
  ): Promise<IssuedSession & { tokenId: string }> {
    const refreshToken = opaqueToken();
    const tokenId = randomUUID();
    const refreshExpiresAt = new Date(Date.now() + this.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
    await manager.insert(RefreshToken, {
      id: tokenId,
      userId: user.id,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: refreshExpiresAt,
      userAgent: client.userAgent,
      device: deviceOf(client.userAgent),
      address: client.address,
    });
    return {
      tokenId,
      user,
      accessToken: this.accessTokens.sign(user, familyId),
      expiresIn: this.accessTokens.ttlSeconds,
      refreshToken,
      refreshExpiresAt,
    };
  }

  private async revokeFamily(
    manager: EntityManager,
    userId: string,
    familyId: string,
    reason: AccessRevocationReason,
  ): Promise<void> {
    await manager.update(RefreshToken, { familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
    await this.announce(manager, userId, [familyId], reason);
  }

  private async announce(
    manager: EntityManager,
    userId: string,
    sessionIds: string[],
    reason: AccessRevocationReason,
    minTokenGeneration?: number,
  ): Promise<void> {
    if (sessionIds.length === 0 && minTokenGeneration === undefined) return;
    await this.outbox.add(
      manager,
      createEvent(Events.AccessRevoked, userId, {
        userId,
        sessionIds,
        ...(minTokenGeneration === undefined ? {} : { minTokenGeneration }),
        reason,
      }),
    );
  }
}
