import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OutboxService, Role, UnauthorizedError } from '@p2p/service-kit';
import { DataSource } from 'typeorm';
import { AccountUnlockService } from '../account-unlock/account-unlock.service';
import { PasswordHasher } from '../credentials/password-hasher';
import { MESSAGE_DELIVERY, MessageDelivery } from '../delivery/message-delivery';
import { EmailVerificationService } from '../email-verification/email-verification.service';
import { AccessTokens } from '../sessions/access-tokens';
import { IssuedSession, SessionsService } from '../sessions/sessions.service';
import { LoginThrottle } from '../throttling/login-throttle';
import { AccountSuspendedError, assertActive } from '../users/account-status';
import type { User } from '../users/user.entity';
import { UserEvents } from '../users/user-events';
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

/** Signup, login (each one an auth.UserSignedIn) and the token checks of the specification's auth calls. */
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
    private readonly throttle: LoginThrottle,
    private readonly unlocks: AccountUnlockService,
    private readonly outbox: OutboxService,
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
   * checked). Failures are counted in PostgreSQL under locks (see `LoginThrottle`): per account and
   * client address, per address, and per account, where the limit locks it for everyone and mails
   * its owner an unlock link. A suspended account is told so only after its password was right, so
   * the answer reveals nothing to someone without it.
   */
  async login(email: string, password: string, address: string): Promise<IssuedSession> {
    const attempt = { email, address };
    const outcome = await this.dataSource.transaction(async (manager) => {
      await this.throttle.serialize(manager, attempt);
      await this.throttle.assertAllowed(manager, attempt);
      // Share-locked: a suspension waits for this login to commit, then revokes its session too.
      const user = await this.users.findByEmail(email, manager, { lock: true });
      const valid = user
        ? await this.hasher.verify(user.passwordHash, password)
        : await this.hasher.verifyNothing(password);
      if (!user || !valid) {
        return { unlockToken: await this.throttle.recordFailure(manager, attempt, user !== null) };
      }
      await this.throttle.recordSuccess(manager, attempt);
      if (user.status === 'suspended') return { suspended: new AccountSuspendedError(user.statusReason) };
      await this.outbox.add(manager, UserEvents.signedIn(user, new Date()));
      return { session: await this.sessions.start(manager, user) };
    });
    if (outcome.session) return outcome.session;
    if (outcome.suspended) throw outcome.suspended;
    // After the commit, so the failure stays counted and the unlock link works once it arrives.
    if (outcome.unlockToken) this.unlocks.mailLink(email, outcome.unlockToken);
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }

  /**
   * The app's start-up check: a genuine token of a session still open, for a user who still exists
   * and is not suspended (a suspension revokes the sessions too; this says why).
   */
  async verifyToken(token: string | null): Promise<UserView> {
    const claims = token ? this.accessTokens.read(token) : null;
    const user = claims ? await this.users.findById(claims.userId) : null;
    if (user) assertActive(user);
    if (!user || !claims || !(await this.sessions.isActive(claims.sessionId, claims.userId))) {
      throw new UnauthorizedError('Invalid or expired token');
    }
    return toUserView(user);
  }
}
