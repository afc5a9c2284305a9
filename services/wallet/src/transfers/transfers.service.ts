import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createEvent, Money, Events } from '@p2p/contracts';
import { AuthUser, CONFIG, OutboxService, ValidationFailedError } from '@p2p/service-kit';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { BreaksService } from '../breaks/breaks.service';
import { LedgerService } from '../ledger/ledger.service';
import { available } from '../ledger/postings';
import { UserDirectory } from '../users/user-directory.service';
import type { UserProfile } from '../users/user-profile.entity';
import type { WalletConfig } from '../wallet.config';
import { CreateTransferDto } from './dto/create-transfer.dto';
import { RecipientNotFoundError, SelfTransferError } from './transfer.errors';
import { Transfer } from './transfer.entity';

const MIN_TRANSFER = 100n;

/** Transfers to a friend: instant, free, in dollars, one ledger transaction between two wallets. */
@Injectable()
export class TransfersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly users: UserDirectory,
    @Inject(CONFIG) private readonly config: WalletConfig,
    private readonly outbox: OutboxService,
    private readonly breaks: BreaksService,
  ) {}

  options() {
    return {
      currency: 'USD',
      minUsd: Money.format(MIN_TRANSFER),
      maxUsd: Money.format(this.maxCents()),
      fee: '0.00',
    };
  }

  /** The verify-on-blur lookup: who the money would go to. */
  async findRecipient(sender: AuthUser, username: string) {
    const recipient = await this.recipientFor(sender, username);
    return { username: recipient.username, name: recipient.name };
  }

  async transfer(sender: AuthUser, dto: CreateTransferDto) {
    const amount = Money.toCents(dto.amount);
    if (amount < MIN_TRANSFER) throw new ValidationFailedError('Minimum transfer amount is $1');
    if (amount > this.maxCents()) {
      throw new ValidationFailedError(
        `Maximum transfer amount is $${this.config.TRANSFER_MAX_USD.toLocaleString('en-US')}`,
      );
    }
    const recipient = await this.recipientFor(sender, dto.username);
    const id = randomUUID();
    const posted = await this.dataSource.transaction(async (manager) => {
      // A user on a break moves no money to or from another account (their own second one included).
      await this.breaks.assertTransfersOpen(manager, sender.id, recipient.userId);
      await manager.insert(Transfer, {
        id,
        senderId: sender.id,
        recipientId: recipient.userId,
        amountCents: amount,
        note: dto.note ?? null,
      });
      const posted = await this.ledger.post(manager, {
        type: 'transfer',
        ref: id,
        postings: [{ from: available(sender.id), to: available(recipient.userId), amount }],
        reason: { [sender.id]: 'transfer_out', [recipient.userId]: 'transfer_in' },
      });
      await this.outbox.add(
        manager,
        createEvent(Events.TransferCompleted, recipient.userId, {
          transferId: id,
          senderId: sender.id,
          senderUsername: sender.username,
          recipientId: recipient.userId,
          amount: Money.format(amount),
          note: dto.note ?? null,
        }),
      );
      return posted;
    });
    const transfer = await this.dataSource.manager.findOneByOrFail(Transfer, { id });
    return {
      id,
      recipient: { username: recipient.username, name: recipient.name },
      amount: Money.format(amount),
      note: transfer.note,
      createdAt: transfer.createdAt,
      balance: Money.format(posted.balances.get(sender.id)?.available ?? 0n),
    };
  }

  private async recipientFor(sender: AuthUser, username: string): Promise<UserProfile> {
    if (username.trim().toLowerCase() === sender.username.toLowerCase()) throw new SelfTransferError();
    const recipient = await this.users.findByUsername(username.trim());
    if (!recipient) throw new RecipientNotFoundError();
    if (recipient.userId === sender.id) throw new SelfTransferError();
    return recipient;
  }

  private maxCents(): bigint {
    return BigInt(this.config.TRANSFER_MAX_USD) * 100n;
  }
}
