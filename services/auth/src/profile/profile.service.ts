import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { NotFoundError, ValidationFailedError, CLOCK, type Clock } from '@p2p/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import { CurrentPasswordCheck } from '../credentials/current-password-check';
import { PasswordHasher } from '../credentials/password-hasher';
import { MESSAGE_DELIVERY, MessageDelivery } from '../delivery/message-delivery';
import { Messages } from '../delivery/messages';
import { SessionsService } from '../sessions/sessions.service';
import { LoginThrottle } from '../throttling/login-throttle';
import { TwoFactorService } from '../two-factor/two-factor.service';
import type { User } from '../users/user.entity';
import { toUserView, UserView } from '../users/user.view';
import { phoneDigits, UserChanges, UsersService } from '../users/users.service';
import type { ChangePasswordDto } from './dto/change-password.dto';
import type { UpdateProfileDto } from './dto/update-profile.dto';

const EDITABLE = [
  'name',
  'firstName',
  'lastName',
  'username',
  'phone',
  'country',
  'address',
  'avatar',
  'gender',
] as const;

type Outcome = { refusal: string } | { before: User; after: User };

/** The signed-in user's own profile: always the caller's row, whatever the request names. */
@Injectable()
export class ProfileService {
  private readonly logger = new Logger(ProfileService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MESSAGE_DELIVERY) private readonly delivery: MessageDelivery,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottle,
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly twoFactor: TwoFactorService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async get(userId: string): Promise<UserView> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundError('User not found');
    return toUserView(user, this.clock.now());
  }

  /**
   * Only the given fields change; '' and null clear the optional ones. A different phone needs the
   * password (and a 2FA code when on), and both the old phone and the email are told (issue 30).
   */
  async update(userId: string, dto: UpdateProfileDto, address: string): Promise<UserView> {
    // The DTO already refused '' and null for name and username: only optional fields get here empty.
    const changes = Object.fromEntries(
      EDITABLE.filter((field) => dto[field] !== undefined).map((field) => [
        field,
        dto[field] === '' ? null : dto[field],
      ]),
    ) as UserChanges;
    if (Object.keys(changes).length === 0) throw new ValidationFailedError('No changes to save');
    const outcome = await this.dataSource.transaction(async (manager): Promise<Outcome> => {
      const before = await this.users.lockById(manager, userId);
      const phoneChanges = 'phone' in changes && phoneDigits(changes.phone ?? null) !== before.phoneDigits;
      const refusal = phoneChanges ? await this.confirmPhoneChange(manager, before, dto, address) : null;
      if (refusal) return { refusal };
      return { before, after: await this.users.update(manager, userId, changes) };
    });
    // Thrown after the commit, so a wrong password or code stays counted.
    if ('refusal' in outcome) throw new ValidationFailedError(outcome.refusal);
    if (outcome.before.phoneDigits !== outcome.after.phoneDigits)
      this.tellPhoneChanged(outcome.before, outcome.after);
    return toUserView(outcome.after, this.clock.now());
  }

  async setAvatar(userId: string, avatarUrl: string): Promise<UserView> {
    await this.get(userId);
    const user = await this.dataSource.transaction((manager) =>
      this.users.update(manager, userId, { avatar: avatarUrl }),
    );
    return toUserView(user, this.clock.now());
  }

  /** Null when the caller proved it is the owner; else why not. Wrong guesses count as failed logins. */
  private async confirmPhoneChange(
    manager: EntityManager,
    user: User,
    dto: UpdateProfileDto,
    address: string,
  ): Promise<string | null> {
    if (!dto.currentPassword) return 'Current password is required to change your phone number';
    if (!(await this.currentPassword.confirm(manager, user, dto.currentPassword, address))) {
      return 'Current password is incorrect';
    }
    if (!user.twoFactorEnabled) return null;
    if (!dto.twoFactorCode) return 'Authentication code is required to change your phone number';
    if (!(await this.twoFactor.verifyForChange(manager, user, dto.twoFactorCode, address))) {
      return 'Invalid authentication code';
    }
    return null;
  }

  /** Not awaited: the change is made; a message that fails to go is logged, not the change undone. */
  private tellPhoneChanged(before: User, after: User): void {
    const messages = [Messages.phoneChanged(after.email, 'email', after.phone)];
    if (before.phone) messages.push(Messages.phoneChanged(before.phone, 'sms', after.phone));
    for (const message of messages) {
      void this.delivery
        .send(message)
        .catch((error) => this.logger.error(`Phone change notice not sent: ${String(error)}`));
    }
  }

  /** The current password must be right (its failures count towards the lockout); every session ends. */
  async changePassword(userId: string, dto: ChangePasswordDto, address: string): Promise<void> {
    const passwordHash = await this.hasher.hash(dto.newPassword);
    const failure = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.findById(userId, manager);
      if (!user) throw new NotFoundError('User not found');
      if (!(await this.currentPassword.confirm(manager, user, dto.currentPassword, address))) {
        return 'Current password is incorrect';
      }
      if (dto.newPassword === dto.currentPassword) {
        return 'New password must be different from the current password';
      }
      await this.users.update(manager, userId, { passwordHash });
      await this.sessions.revokeAll(manager, userId, 'password_changed');
      await this.throttle.clearAccount(manager, user.email);
      return null;
    });
    if (failure) throw new ValidationFailedError(failure);
  }
}
