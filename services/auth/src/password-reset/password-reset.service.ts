import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CONFIG, ValidationFailedError } from '@p2p/service-kit';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import type { AuthConfig } from '../auth.config';
import { PasswordHasher } from '../credentials/password-hasher';
import { opaqueToken, sha256 } from '../credentials/secrets';
import { MESSAGE_DELIVERY, MessageDelivery } from '../delivery/message-delivery';
import { Messages } from '../delivery/messages';
import { SessionsService } from '../sessions/sessions.service';
import { LoginThrottle } from '../throttling/login-throttle';
import { SendCooldowns } from '../throttling/send-cooldowns';
import { UsersService } from '../users/users.service';
import { PasswordResetToken, ResetOrigin } from './password-reset-token.entity';

const LINK_TTL_HOURS = 24;
/** A token handed over in an API answer (after a recovery check) is used at once: short-lived. */
const RECOVERY_TOKEN_TTL_MINUTES = 15;
const LINK_COOLDOWN_SECONDS = 60;

/**
 * Password resets: an emailed single-use link (24 hours), or a token a passed recovery check hands
 * out. Using one sets the password, spends every reset token of the user and ends every session.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: AuthConfig,
    @Inject(MESSAGE_DELIVERY) private readonly delivery: MessageDelivery,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly cooldowns: SendCooldowns,
    private readonly throttle: LoginThrottle,
  ) {}

  /** The same answer, and no error, whether or not the address has an account. */
  async sendLink(email: string): Promise<void> {
    const message = await this.dataSource.transaction(async (manager) => {
      if ((await this.cooldowns.claim(manager, 'password-reset', email, LINK_COOLDOWN_SECONDS)) > 0)
        return null;
      const user = await this.users.findByEmail(email, manager);
      if (!user) return null;
      const token = await this.issue(manager, user.id, 'email');
      const link = `${this.config.PUBLIC_URL.replace(/\/+$/, '')}/password-reset?token=${encodeURIComponent(token)}`;
      return Messages.passwordResetLink(user.email, link, LINK_TTL_HOURS);
    });
    // Sent without waiting: neither the time an SMTP exchange takes nor its failure may tell the
    // caller that the address has an account.
    if (message) {
      void this.delivery
        .send(message)
        .catch((error) => this.logger.error(`Reset link not sent: ${String(error)}`));
    }
  }

  /** A new reset token for a recovery path; returned to the caller, never stored in clear. */
  async issue(manager: EntityManager, userId: string, origin: ResetOrigin): Promise<string> {
    const token = opaqueToken();
    const ttlMs = origin === 'email' ? LINK_TTL_HOURS * 3_600_000 : RECOVERY_TOKEN_TTL_MINUTES * 60_000;
    await manager.insert(PasswordResetToken, {
      id: randomUUID(),
      userId,
      tokenHash: sha256(token),
      origin,
      expiresAt: new Date(Date.now() + ttlMs),
    });
    return token;
  }

  async reset(token: string, newPassword: string): Promise<void> {
    const passwordHash = await this.hasher.hash(newPassword);
    await this.dataSource.transaction(async (manager) => {
      // Spending the token is a conditional update, so two requests racing with it cannot both win.
      const spent = await manager
        .createQueryBuilder()
        .update(PasswordResetToken)
        .set({ usedAt: () => 'now()' })
        .where('token_hash = :hash AND used_at IS NULL AND expires_at > now()', { hash: sha256(token) })
        .returning(['userId'])
        .execute();
      const userId = (spent.raw as Array<{ user_id: string }>)[0]?.user_id;
      if (!userId) throw new ValidationFailedError('Invalid or expired reset token');
      await manager.update(PasswordResetToken, { userId, usedAt: IsNull() }, { usedAt: new Date() });
      const user = await this.users.update(manager, userId, { passwordHash });
      await this.sessions.revokeAll(manager, userId, 'password_reset');
      await this.throttle.clearAccount(manager, user.email);
    });
  }
}
