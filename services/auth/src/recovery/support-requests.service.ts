import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createEvent, Events } from '@p2p/contracts';
import { OutboxService } from '@p2p/service-kit';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { User } from '../users/user.entity';
import type { SupportRequestDto } from './dto/support-request.dto';
import { SupportRequest } from './support-request.entity';

/** Words of the account information that are looked up as usernames or emails, at most. */
const MAX_IDENTIFIERS = 50;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_SHAPE = /^[A-Za-z0-9_]{3,30}$/;

/**
 * Kept for the support team and announced (auth.SupportRequested) so it becomes a conversation on
 * the admin service's support desk; nothing is sent to the contact address, so the form cannot spam
 * one. The answer is the same whether or not the account information names an account.
 */
@Injectable()
export class SupportRequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async create(request: SupportRequestDto): Promise<{ id: string }> {
    const id = randomUUID();
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(SupportRequest, { id, ...request, status: 'open' });
      await this.outbox.add(
        manager,
        createEvent(Events.SupportRequested, id, {
          requestId: id,
          name: request.name,
          contactEmail: request.contactEmail,
          accountInfo: request.accountInfo,
          userId: await this.accountNamedIn(manager, request.accountInfo),
        }),
      );
    });
    return { id };
  }

  /**
   * The account the free text names: an email of an account wins; otherwise a username, when the
   * words name exactly one account (ordinary words can be usernames too, and a guess could point the
   * support team at the wrong person).
   */
  private async accountNamedIn(manager: EntityManager, accountInfo: string): Promise<string | null> {
    const words = [
      ...new Set(
        accountInfo
          .split(/[\s,;()<>"']+/)
          .map((word) => word.replace(/^@+/, '').replace(/[.:!?]+$/, ''))
          .filter(Boolean),
      ),
    ].slice(0, MAX_IDENTIFIERS);
    const emails = words.filter((word) => EMAIL_SHAPE.test(word)).map((word) => word.toLowerCase());
    const usernames = words.filter((word) => USERNAME_SHAPE.test(word)).map((word) => word.toLowerCase());
    if (emails.length === 0 && usernames.length === 0) return null;
    const found: Array<Pick<User, 'id' | 'email'>> = await manager
      .createQueryBuilder(User, 'user')
      .select(['user.id', 'user.email'])
      .where('user.email IN (:...emails)', { emails: emails.length > 0 ? emails : [''] })
      .orWhere('lower(user.username) IN (:...usernames)', {
        usernames: usernames.length > 0 ? usernames : [''],
      })
      .getMany();
    const byEmail = emails.map((email) => found.find((user) => user.email === email)).find(Boolean);
    if (byEmail) return byEmail.id;
    return found.length === 1 ? found[0].id : null;
  }
}
