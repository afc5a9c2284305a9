import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CONFIG, OutboxService, Role, UnauthorizedError, CLOCK, type Clock } from '@p2p/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthConfig } from '../auth.config';
import { AccountUnlockService } from '../account-unlock/account-unlock.service';
import { PasswordHasher } from '../credentials/password-hasher';
import { MESSAGE_DELIVERY, MessageDelivery, OutgoingMessage } from '../delivery/message-delivery';
import { Messages } from '../delivery/messages';
import { EmailVerificationService } from '../email-verification/email-verification.service';
import { PersonBreaks } from '../exclusions/person-breaks';
import { AccessTokens, TWO_FACTOR_CHALLENGE_SECONDS } from '../sessions/access-tokens';
import { deviceOf, SessionClient } from '../sessions/session-client';
import { IssuedSession, SessionsService } from '../sessions/sessions.service';
import { DeviceCookies } from '../throttling/device-cookies';
import { LoginThrottle } from '../throttling/login-throttle';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { AccountSuspendedError, assertActive } from '../users/account-status';
import { hasTurned, MINIMUM_AGE, UnderageError } from '../users/date-of-birth';
import type { User } from '../users/user.entity';
import { UserEvents } from '../users/user-events';
import { toUserView, UserView, utcDay } from '../users/user.view';
import { UsersService } from '../users/users.service';

export interface NewAccount {
  name: string;
  username: string;
  email: string;
  password: string;
  phone?: string | null;
  /** YYYY-MM-DD; a signup always has one, accounts made by the platform may not. */
  dateOfBirth?: string | null;
  role?: Role;
  /** Seeded and operator-created accounts start verified; signups prove their address first. */
  emailVerified?: boolean;
}

const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_CHALLENGE = 'Your sign-in expired. Please enter your email and password again.';

/** The password step's answer for an account with two-factor authentication: the code comes next. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  challengeToken: string;
  expiresIn: number;
}

/** Signup, login (each one an auth.UserSignedIn) and the token checks of the specification's auth calls. */
@Injectable()
export class AccountsService {
  private readonly logger = new Logger(AccountsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: AuthConfig,
    @Inject(MESSAGE_DELIVERY) private readonly delivery: MessageDelivery,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly accessTokens: AccessTokens,
    private readonly verification: EmailVerificationService,
    private readonly throttle: LoginThrottle,
    private readonly devices: DeviceCookies,
    private readonly unlocks: AccountUnlockService,
    private readonly outbox: OutboxService,
    private readonly twoFactor: TwoFactorService,
    private readonly personBreaks: PersonBreaks,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * A bettor signs up: the account, its verification PIN and a first session, in one transaction.
   * Someone under 18 on the day (UTC) is refused before anything is stored, and so is a person
   * (phone digits and date of birth) with an account on a break (issue 30).
   */
  async register(
    account: NewAccount & { dateOfBirth: string },
    client: SessionClient,
  ): Promise<IssuedSession> {
    if (!hasTurned(account.dateOfBirth, MINIMUM_AGE, utcDay(this.clock.now()))) throw new UnderageError();
    const passwordHash = await this.hasher.hash(account.password);
    const { session, message } = await this.dataSource.transaction(async (manager) => {
      // In the insert's transaction, under the person's lock: a break taken meanwhile is read, and
      // two sign-ups of one person are checked one after the other.
      await this.personBreaks.assertMaySignUp(manager, account);
      const user = await this.users.create(manager, {
        name: account.name,
        username: account.username,
        email: account.email,
        phone: account.phone ?? null,
        dateOfBirth: account.dateOfBirth,
        passwordHash,
        role: 'user',
        isEmailVerified: false,
      });
      return {
        message: await this.verification.issue(manager, user),
        session: await this.sessions.start(manager, user, client),
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
        dateOfBirth: account.dateOfBirth ?? null,
        passwordHash,
        role: account.role ?? 'user',
        isEmailVerified: account.emailVerified ?? true,
      }),
    );
  }

  /**
   * One answer for an unknown email and a wrong password, in about the same time (a dummy hash is
   * checked). Failures are counted in PostgreSQL under locks (see `LoginThrottle`): a browser with
   * the account's device cookie counts only its own; others per account and client address, per
   * address, and per account, where the limit locks it for them and mails its owner an unlock
   * link. A suspended account is told so only after its password was right, so
   * the answer reveals nothing to someone without it. With two-factor authentication on, a right
   * password answers a challenge for `completeTwoFactorLogin` instead of a session, and the failures
   * are not forgotten until the code is right too.
   */
  async login(
    email: string,
    password: string,
    client: SessionClient,
    deviceCookie: string | null,
  ): Promise<IssuedSession | TwoFactorChallenge> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      await this.throttle.serialize(manager, { email, address: client.address });
      // Share-locked: a suspension waits for this login to commit, then revokes its session too.
      const user = await this.users.findByEmail(email, manager, { lock: true });
      // The account must be known first: a device cookie is trusted only for its own account.
      const device = user && this.devices.deviceOf(deviceCookie, user.id);
      const attempt = { email, address: client.address, device };
      await this.throttle.assertAllowed(manager, attempt);
      const valid = user
        ? await this.hasher.verify(user.passwordHash, password)
        : await this.hasher.verifyNothing(password);
      if (!user || !valid) {
        return { unlockToken: await this.throttle.recordFailure(manager, attempt, user !== null) };
      }
      if (user.status === 'suspended') {
        await this.throttle.recordSuccess(manager, attempt);
        return { suspended: new AccountSuspendedError(user.statusReason) };
      }
      if (user.twoFactorEnabled) {
        return {
          challenge: {
            twoFactorRequired: true as const,
            challengeToken: this.accessTokens.signTwoFactorChallenge(user),
            expiresIn: TWO_FACTOR_CHALLENGE_SECONDS,
          },
        };
      }
      await this.throttle.recordSuccess(manager, attempt);
      return this.signIn(manager, user, client);
    });
    if ('challenge' in outcome && outcome.challenge) return outcome.challenge;
    if ('session' in outcome && outcome.session) return this.announced(outcome);
    if ('suspended' in outcome && outcome.suspended) throw outcome.suspended;
    // After the commit, so the failure stays counted and the unlock link works once it arrives.
    if ('unlockToken' in outcome && outcome.unlockToken) this.unlocks.mailLink(email, outcome.unlockToken);
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }

  /**
   * The code step of a login with two-factor authentication: the password step's challenge and a
   * six-digit code or an unused recovery code. Wrong codes count as failed logins.
   */
  async completeTwoFactorLogin(
    challengeToken: string,
    code: string,
    client: SessionClient,
    deviceCookie: string | null,
  ): Promise<IssuedSession> {
    const userId = this.accessTokens.readTwoFactorChallenge(challengeToken);
    const known = userId ? await this.users.findById(userId) : null;
    if (!known) throw new UnauthorizedError(INVALID_CHALLENGE);
    const device = this.devices.deviceOf(deviceCookie, known.id);
    const attempt = { email: known.email, address: client.address, device };
    const outcome = await this.dataSource.transaction(async (manager) => {
      await this.throttle.serialize(manager, attempt);
      await this.throttle.assertAllowed(manager, attempt);
      const user = await this.users.findByEmail(known.email, manager, { lock: true });
      // Turned off since the password step (or the account is gone): the password must be asked again.
      if (!user || user.id !== known.id || !user.twoFactorEnabled) return { expired: true as const };
      if (!(await this.twoFactor.verifyAtLogin(manager, user, code, attempt))) {
        return { wrongCode: true as const };
      }
      await this.throttle.recordSuccess(manager, attempt);
      if (user.status === 'suspended') return { suspended: new AccountSuspendedError(user.statusReason) };
      return this.signIn(manager, user, client);
    });
    if ('session' in outcome) return this.announced(outcome);
    if ('suspended' in outcome) throw outcome.suspended;
    if ('wrongCode' in outcome) throw new UnauthorizedError('Invalid authentication code');
    throw new UnauthorizedError(INVALID_CHALLENGE);
  }

  /** The session and the UserSignedIn, and the email to send when the device is new to the account. */
  private async signIn(
    manager: EntityManager,
    user: User,
    client: SessionClient,
  ): Promise<{ session: IssuedSession; newDeviceMail: OutgoingMessage | null }> {
    const now = this.clock.now();
    const newDevice = await this.sessions.isNewDevice(manager, user.id, client);
    await this.outbox.add(manager, UserEvents.signedIn(user, now));
    const session = await this.sessions.start(manager, user, client);
    const sessionsPage = `${this.config.PUBLIC_URL.replace(/\/+$/, '')}/settings?tab=security`;
    return {
      session,
      newDeviceMail: newDevice
        ? Messages.newDeviceSignIn(
            user.email,
            user.name,
            { device: deviceOf(client.userAgent), address: client.address, at: now },
            sessionsPage,
          )
        : null,
    };
  }

  /** After the commit: the sign-in stands even if its new-device email does not go. */
  private announced(outcome: {
    session: IssuedSession;
    newDeviceMail: OutgoingMessage | null;
  }): IssuedSession {
    if (outcome.newDeviceMail) {
      this.delivery
        .send(outcome.newDeviceMail)
        .catch((error) => this.logger.error(`New-device email not sent: ${String(error)}`));
    }
    return outcome.session;
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
    return toUserView(user, this.clock.now());
  }
}
