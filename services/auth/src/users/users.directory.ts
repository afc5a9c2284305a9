import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuthUser, NotFoundError } from '@p2p/service-kit';
import { DataSource } from 'typeorm';
import { maskEmail } from './mask-email';
import { toUserView, UserView } from './user.view';
import { UsersService } from './users.service';

const SEARCH_LIMIT = 10;

/** What one user may learn about others: usernames, and emails masked unless they are their own. */
@Injectable()
export class UsersDirectory {
  constructor(
    private readonly users: UsersService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async search(
    caller: AuthUser,
    text: string,
  ): Promise<Array<{ id: string; username: string; email: string }>> {
    const found = await this.users.search(text, caller.id, SEARCH_LIMIT);
    return found.map((user) => ({ id: user.id, username: user.username, email: maskEmail(user.email) }));
  }

  async byUsername(caller: AuthUser, username: string): Promise<{ username: string; email: string }> {
    const user = await this.users.findByUsername(username);
    if (!user) throw new NotFoundError('User not found');
    return { username: user.username, email: user.id === caller.id ? user.email : maskEmail(user.email) };
  }

  /** The admin service's command: roles change only here, and the change is an auth.UserUpdated. */
  async changeRole(userId: string, role: AuthUser['role']): Promise<UserView> {
    const exists = await this.users.findById(userId);
    if (!exists) throw new NotFoundError('User not found');
    const user = await this.dataSource.transaction((manager) => this.users.update(manager, userId, { role }));
    return toUserView(user);
  }
}
