import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { NotFoundError, ValidationFailedError } from '@p2p/service-kit';
import { DataSource } from 'typeorm';
import { CurrentPasswordCheck } from '../credentials/current-password-check';
import { PasswordHasher } from '../credentials/password-hasher';
import { SessionsService } from '../sessions/sessions.service';
import { LoginThrottle } from '../throttling/login-throttle';
import { toUserView, UserView } from '../users/user.view';
import { UserChanges, UsersService } from '../users/users.service';
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

/** The signed-in user's own profile: always the caller's row, whatever the request names. */
@Injectable()
export class ProfileService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottle,
    private readonly currentPassword: CurrentPasswordCheck,
  ) {}

  async get(userId: string): Promise<UserView> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundError('User not found');
    return toUserView(user);
  }

  /** Only the given fields change; '' and null clear the optional ones. */
  async update(userId: string, dto: UpdateProfileDto): Promise<UserView> {
    // The DTO already refused '' and null for name and username: only optional fields get here empty.
    const changes = Object.fromEntries(
      EDITABLE.filter((field) => dto[field] !== undefined).map((field) => [
        field,
        dto[field] === '' ? null : dto[field],
      ]),
    ) as UserChanges;
    if (Object.keys(changes).length === 0) throw new ValidationFailedError('No changes to save');
    await this.get(userId);
    const user = await this.dataSource.transaction((manager) => this.users.update(manager, userId, changes));
    return toUserView(user);
  }

  async setAvatar(userId: string, avatarUrl: string): Promise<UserView> {
    await this.get(userId);
    const user = await this.dataSource.transaction((manager) =>
      this.users.update(manager, userId, { avatar: avatarUrl }),
    );
    return toUserView(user);
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
