import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ConflictError, NotFoundError, OutboxService, Role } from '@p2p/service-kit';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { PROJECTED_FIELDS, UserEvents } from './user-events';
import { User } from './user.entity';

export interface NewUser {
  name: string;
  username: string;
  email: string;
  phone: string | null;
  dateOfBirth: string | null;
  passwordHash: string;
  role: Role;
  isEmailVerified: boolean;
}

export type UserChanges = Partial<
  Pick<
    User,
    | 'name'
    | 'firstName'
    | 'lastName'
    | 'username'
    | 'phone'
    | 'country'
    | 'address'
    | 'avatar'
    | 'gender'
    | 'role'
    | 'isEmailVerified'
    | 'isPhoneVerified'
    | 'passwordHash'
    | 'status'
    | 'statusReason'
    | 'tokenGeneration'
    | 'twoFactorEnabled'
  >
>;

export const DUPLICATE_USER = 'User with this email or username already exists';
export const USERNAME_TAKEN = 'Username is already taken';

/**
 * The users table and the events that follow its changes: every write that touches a projected
 * field records auth.UserRegistered / auth.UserUpdated in the same transaction.
 */
@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async create(manager: EntityManager, input: NewUser): Promise<User> {
    if (await this.emailOrUsernameTaken(manager, input.email, input.username)) {
      throw new ConflictError(DUPLICATE_USER);
    }
    const user = manager.create(User, {
      id: randomUUID(),
      ...input,
      phoneDigits: phoneDigits(input.phone),
      isPhoneVerified: false,
      twoFactorEnabled: false,
    });
    await insertOrConflict(() => manager.insert(User, user), DUPLICATE_USER);
    const created = await manager.findOneByOrFail(User, { id: user.id });
    await this.outbox.add(manager, UserEvents.registered(created));
    return created;
  }

  /** Applies the changes to the locked row; an event only when a projected field really changed. */
  async update(manager: EntityManager, userId: string, changes: UserChanges): Promise<User> {
    const before = await this.lockById(manager, userId);
    const phone = 'phone' in changes ? phoneFields(before, changes.phone ?? null) : {};
    await insertOrConflict(
      () => manager.update(User, { id: userId }, { ...changes, ...phone }),
      USERNAME_TAKEN,
    );
    const after = await manager.findOneByOrFail(User, { id: userId });
    if (PROJECTED_FIELDS.some((field) => before[field] !== after[field])) {
      await this.outbox.add(manager, UserEvents.updated(after));
    }
    return after;
  }

  /** The user's row, locked; a token whose user does not exist (any more) names nobody: 404. */
  async lockById(manager: EntityManager, id: string): Promise<User> {
    const user = await manager.findOne(User, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!user) throw new NotFoundError('User not found');
    return user;
  }

  findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<User | null> {
    return manager.findOneBy(User, { id });
  }

  /** With `lock`, the row is share-locked until the caller's transaction ends. */
  findByEmail(
    email: string,
    manager: EntityManager = this.dataSource.manager,
    options: { lock?: boolean } = {},
  ): Promise<User | null> {
    return manager.findOne(User, {
      where: { email: email.trim().toLowerCase() },
      ...(options.lock ? { lock: { mode: 'pessimistic_read' as const } } : {}),
    });
  }

  async findByUsername(
    username: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<User | null> {
    return manager
      .createQueryBuilder(User, 'user')
      .where('lower(user.username) = lower(:username)', { username })
      .getOne();
  }

  /** A username, or an email address when it contains an @. */
  findByIdentifier(identifier: string, manager?: EntityManager): Promise<User | null> {
    const value = identifier.trim();
    return value.includes('@') ? this.findByEmail(value, manager) : this.findByUsername(value, manager);
  }

  findByPhone(phone: string, manager: EntityManager = this.dataSource.manager): Promise<User[]> {
    const digits = phoneDigits(phone);
    return digits ? manager.findBy(User, { phoneDigits: digits }) : Promise.resolve([]);
  }

  /** Usernames containing the text, case-insensitively, best matches first. */
  search(text: string, excludeId: string, limit: number): Promise<User[]> {
    const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    return this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .where('user.username ILIKE :pattern', { pattern })
      .andWhere('user.id <> :excludeId', { excludeId })
      .orderBy('(lower(user.username) = lower(:text))', 'DESC')
      .addOrderBy('(lower(user.username) LIKE lower(:prefix))', 'DESC')
      .addOrderBy('lower(user.username)', 'ASC')
      .setParameters({ text, prefix: `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%` })
      .limit(limit)
      .getMany();
  }

  private async emailOrUsernameTaken(
    manager: EntityManager,
    email: string,
    username: string,
  ): Promise<boolean> {
    return manager
      .createQueryBuilder(User, 'user')
      .where('user.email = :email', { email })
      .orWhere('lower(user.username) = lower(:username)', { username })
      .getExists();
  }
}

/**
 * A different phone is unproven and starts the wait before recovery may text it (issue 30): the
 * database's clock, so every replica and the tests' backdating agree on it.
 */
function phoneFields(before: User, phone: string | null) {
  const digits = phoneDigits(phone);
  if (digits === before.phoneDigits) return { phoneDigits: digits };
  return { phoneDigits: digits, isPhoneVerified: false, phoneChangedAt: () => 'now()' };
}

/** Digits, with a leading + kept: "+1 (555) 010-0000" and "+15550100000" are the same phone. */
export function phoneDigits(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.trim().replace(/(?!^\+)[^\d]/g, '');
  return digits.replace(/\D/g, '').length > 0 ? digits : null;
}

/** A unique index that a concurrent writer won is the same conflict the pre-check reports. */
async function insertOrConflict<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
      throw new ConflictError(message);
    }
    throw error;
  }
}
