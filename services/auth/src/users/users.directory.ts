import { Injectable } from '@nestjs/common';
import { AuthUser, NotFoundError } from '@p2p/service-kit';
import { maskEmail } from './mask-email';
import { UsersService } from './users.service';

const SEARCH_LIMIT = 10;

/** What one user may learn about others: usernames, and emails masked unless they are their own. */
@Injectable()
export class UsersDirectory {
  constructor(private readonly users: UsersService) {}

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
}
