import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Role, UnauthorizedError } from '@p2p/service-kit';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../credentials/password-hasher';
import { MESSAGE_DELIVERY, MessageDelivery } from '../delivery/message-delivery';
import { EmailVerificationService } from '../email-verification/email-verification.service';
import { AccessTokens } from '../sessions/access-tokens';
import { IssuedSession, SessionsService } from '../sessions/sessions.service';
import { AttemptLimiter, LOGIN_LOCKOUT } from '../throttling/attempt-limiter';
import type { User } from '../users/user.entity';
import { toUserView, UserView } from '../users/user.view';
import { UsersService } from '../users/users.service';

export interface NewAccount {
  name: string;
  username: string;
  email: string;
  password: string;
  phone?: string | null;
  role?: Role;
  /** Seeded and operator-created accounts start verified; signups prove their address first. */
  emailVerified?: boolean;
}

const INVALID_CREDENTIALS = 'Invalid email or password';

/** Signup, login and the token checks of the specification's auth calls. */
@Injectable()
export class AccountsService {
  private readonly logger = new Logger(AccountsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MESSAGE_DELIVERY) private readonly delivery: MessageDelivery,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly accessTokens: AccessTokens,
    private readonly verification: EmailVerificationService,
    private readonly limiter: AttemptLimiter,
  ) {}

  /** A bettor signs up: the account, its verification PIN and a first session, in one transaction. */
  async register(account: NewAccount): Promise<IssuedSession> {
    const passwordHash = await this.hasher.hash(account.password);
    const { session, message } = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.create(manager, {
        name: account.name,
        username: account.username,
        email: account.email,
        phone: account.phone ?? null,
        passwordHash,
        role: 'user',
        isEmailVerified: false,
      });
      return {
        message: await this.verification.issue(manager, user),
        session: await this.sessions.start(manager, user),
      };
    });
    // The account stands even if the mail does not go: the screen offers a resend.
    await this.delivery
      .send(message)
      .catch((error) => this.logger.error(`Verification PIN not sent: ${String(error)}`));
    return session;
  }

  /** Accounts made by the platform itself (demo seed, admin CLI), through the same events as signups. */
  async createAccount(account: NewAccount): Promise<User> {
    const passwordHash = await this.hasher.hash(account.password);
    return this.dataSource.transaction((manager) =>
      this.users.create(manager, {
        name: account.name,
        username: account.username,
        email: account.email.trim().toLowerCase(),
        phone: account.phone ?? null,
        passwordHash,
        role: account.role ?? 'user',
        isEmailVerified: account.emailVerified ?? true,
      }),
    );
  }

  /**
   * One answer for an unknown email and a wrong password, in about the same time (a dummy hash is
   * checked). Failures are counted per email in PostgreSQL under a lock, so 5 in 15 minutes lock the
   * address on every replica.
   */
  async login(email: string, password: string): Promise<IssuedSession> {
    const session = await this.dataSource.transaction(async (manager) => {
      await this.limiter.serialize(manager, LOGIN_LOCKOUT, email);
      await this.limiter.assertAllowed(manager, LOGIN_LOCKOUT, email);
      const user = await this.users.findByEmail(email, manager);
      const valid = user
        ? await this.hasher.verify(user.passwordHash, password)
        : await this.hasher.verifyNothing(password);
      if (!user || !valid) {
        await this.limiter.recordFailure(manager, LOGIN_LOCKOUT, email);
        return null;
      }
      await this.limiter.reset(manager, LOGIN_LOCKOUT, email);
      return this.sessions.start(manager, user);
    });
    // Thrown after the commit, so the failure stays counted.
    if (!session) throw new UnauthorizedError(INVALID_CREDENTIALS);
    return session;
  }

  /** The app's start-up check: a genuine token of a session still open, for a user who still exists. */
  async verifyToken(token: string | null): Promise<UserView> {
    const claims = token ? this.accessTokens.read(token) : null;
    const user =
      claims && (await this.sessions.isActive(claims.sessionId, claims.userId))
        ? await this.users.findById(claims.userId)
        : null;
    if (!user) throw new UnauthorizedError('Invalid or expired token');
    return toUserView(user);
  }
}
