import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Money, nairaToUsdCents } from '@p2p/contracts';
import {
  AuthUser,
  CONFIG,
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  OutboxService,
  ValidationFailedError,
} from '@p2p/service-kit';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, In } from 'typeorm';
import { LedgerService } from '../ledger/ledger.service';
import { available, held, platformAccount } from '../ledger/postings';
import { UserProfile } from '../users/user-profile.entity';
import { isUuid } from '../validation/ids';
import type { WalletConfig } from '../wallet.config';
import { BANK_ACCOUNT_RESOLVER, BankAccountResolver } from './bank-accounts/bank-account-resolver';
import { BANKS, findBank } from './banks';
import { ProcessWithdrawalDto } from './dto/process-withdrawal.dto';
import { RequestWithdrawalDto } from './dto/request-withdrawal.dto';
import { ResolveAccountDto } from './dto/resolve-account.dto';
import { ExchangeRatesService } from './exchange-rates.service';
import { groupedNaira } from './naira';
import { withdrawalCancelled, withdrawalProcessed, withdrawalRequested } from './withdrawal-events';
import { Withdrawal, WithdrawalStatus } from './withdrawal.entity';
import { toWithdrawalView, WithdrawalView } from './withdrawal.view';

const MIN_NGN = 100n;

export class NoExchangeRateError extends DomainError {
  constructor() {
    super('unavailable', 'Withdrawals are unavailable until an exchange rate is set');
  }
}

/**
 * Bank withdrawals: the dollars are held when the user asks, and an admin later marks the
 * payout paid (the held dollars leave through payouts in transit to external cash) or rejected
 * (released back to available), unless the user cancels it first. Each step is an event in the
 * transaction of its ledger posting.
 */
@Injectable()
export class WithdrawalsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly rates: ExchangeRatesService,
    @Inject(BANK_ACCOUNT_RESOLVER) private readonly resolver: BankAccountResolver,
    @Inject(CONFIG) private readonly config: WalletConfig,
    private readonly outbox: OutboxService,
  ) {}

  async options() {
    const rate = await this.rates.current();
    return {
      banks: BANKS,
      currency: 'NGN',
      minNgn: Money.format(MIN_NGN * 100n),
      maxNgn: Money.format(BigInt(this.config.WITHDRAWAL_MAX_NGN) * 100n),
      ngnPerUsd: rate === null ? null : Money.format(rate),
    };
  }

  async resolveAccount(dto: ResolveAccountDto) {
    const bank = findBank(dto.bankCode);
    if (!bank) throw new ValidationFailedError('Please select a valid bank');
    const accountName = await this.resolver.resolve(bank.code, dto.accountNumber);
    return { bankCode: bank.code, bankName: bank.name, accountNumber: dto.accountNumber, accountName };
  }

  async request(user: AuthUser, dto: RequestWithdrawalDto): Promise<WithdrawalView> {
    const amountKobo = Money.toCents(dto.amount);
    if (amountKobo < MIN_NGN * 100n) {
      throw new ValidationFailedError(`Minimum withdrawal amount is NGN ${groupedNaira(MIN_NGN)}`);
    }
    const maxNgn = BigInt(this.config.WITHDRAWAL_MAX_NGN);
    if (amountKobo > maxNgn * 100n) {
      throw new ValidationFailedError(`Maximum withdrawal amount is NGN ${groupedNaira(maxNgn)}`);
    }
    const rate = await this.rates.current();
    if (rate === null) throw new NoExchangeRateError();
    const amountUsdCents = nairaToUsdCents(amountKobo, rate);
    if (amountUsdCents <= 0n) throw new ValidationFailedError('Amount is too small to convert to dollars');
    // The name comes from the bank, never from the client; asked before any lock is taken.
    const account = await this.resolveAccount(dto);

    const id = randomUUID();
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(Withdrawal, {
        id,
        userId: user.id,
        ...account,
        amountNgnKobo: amountKobo,
        amountUsdCents,
        ngnPerUsd: rate,
        status: 'pending',
      });
      await this.ledger.post(manager, {
        type: 'withdrawal',
        ref: id,
        postings: [{ from: available(user.id), to: held(user.id), amount: amountUsdCents }],
        reason: 'withdrawal',
      });
      await this.outbox.add(manager, withdrawalRequested(await manager.findOneByOrFail(Withdrawal, { id })));
    });
    return toWithdrawalView(await this.dataSource.manager.findOneByOrFail(Withdrawal, { id }));
  }

  async listOwn(user: AuthUser, limit: number): Promise<WithdrawalView[]> {
    const withdrawals = await this.dataSource.manager.find(Withdrawal, {
      where: { userId: user.id },
      order: { createdAt: 'DESC' },
      take: limit,
    });
    return withdrawals.map((withdrawal) => toWithdrawalView(withdrawal));
  }

  /**
   * The user takes back a withdrawal no admin has paid yet: the held dollars return to their balance.
   * Under the row lock, so a cancel and an admin's decision cannot both happen.
   */
  async cancel(user: AuthUser, id: string): Promise<WithdrawalView> {
    if (!isUuid(id)) throw new NotFoundError('Withdrawal not found');
    await this.dataSource.transaction(async (manager) => {
      const withdrawal = await manager
        .getRepository(Withdrawal)
        .createQueryBuilder('withdrawal')
        .setLock('pessimistic_write')
        .where('withdrawal.id = :id AND withdrawal.user_id = :userId', { id, userId: user.id })
        .getOne();
      if (!withdrawal) throw new NotFoundError('Withdrawal not found');
      if (withdrawal.status !== 'pending') throw new ConflictError('Withdrawal has already been processed');
      await manager.update(
        Withdrawal,
        { id, status: 'pending' },
        { status: 'cancelled', processedBy: user.id, processedAt: () => 'now()' },
      );
      await this.ledger.post(manager, {
        type: 'withdrawal_cancelled',
        ref: id,
        postings: [{ from: held(user.id), to: available(user.id), amount: withdrawal.amountUsdCents }],
        reason: 'withdrawal_cancelled',
      });
      await this.outbox.add(manager, withdrawalCancelled(withdrawal));
    });
    return toWithdrawalView(await this.dataSource.manager.findOneByOrFail(Withdrawal, { id }));
  }

  /** Pending ones oldest first (the order to pay them in), others newest first. */
  async listForAdmin(status: WithdrawalStatus | undefined, limit: number): Promise<WithdrawalView[]> {
    const withdrawals = await this.dataSource.manager.find(Withdrawal, {
      where: status ? { status } : {},
      order: { createdAt: status === 'pending' ? 'ASC' : 'DESC' },
      take: limit,
    });
    const profiles = await this.dataSource.manager.findBy(UserProfile, {
      userId: In([...new Set(withdrawals.map((withdrawal) => withdrawal.userId))]),
    });
    const byId = new Map(profiles.map((profile) => [profile.userId, profile]));
    return withdrawals.map((withdrawal) => {
      const profile = byId.get(withdrawal.userId);
      return toWithdrawalView(withdrawal, {
        username: profile?.username ?? null,
        email: profile?.email ?? null,
      });
    });
  }

  async process(admin: AuthUser, id: string, dto: ProcessWithdrawalDto): Promise<WithdrawalView> {
    if (!isUuid(id)) throw new NotFoundError('Withdrawal not found');
    await this.dataSource.transaction(async (manager) => {
      const withdrawal = await this.lockPending(manager, id, admin);
      await manager.update(
        Withdrawal,
        { id, status: 'pending' },
        {
          status: dto.status,
          adminNotes: dto.adminNotes ?? null,
          processedBy: admin.id,
          processedAt: () => 'now()',
        },
      );
      const amount = withdrawal.amountUsdCents;
      const userId = withdrawal.userId;
      if (dto.status === 'paid') {
        await this.ledger.post(manager, {
          type: 'withdrawal_paid',
          ref: id,
          postings: [
            { from: held(userId), to: platformAccount('payouts_in_transit'), amount },
            { from: platformAccount('payouts_in_transit'), to: platformAccount('external_cash'), amount },
          ],
          reason: 'withdrawal_paid',
        });
      } else {
        await this.ledger.post(manager, {
          type: 'withdrawal_rejected',
          ref: id,
          postings: [{ from: held(userId), to: available(userId), amount }],
          reason: 'withdrawal_rejected',
        });
      }
      await this.outbox.add(
        manager,
        withdrawalProcessed(withdrawal, {
          status: dto.status,
          processedBy: admin.id,
          adminNotes: dto.adminNotes ?? null,
        }),
      );
    });
    const withdrawal = await this.dataSource.manager.findOneByOrFail(Withdrawal, { id });
    const profile = await this.dataSource.manager.findOneBy(UserProfile, { userId: withdrawal.userId });
    return toWithdrawalView(withdrawal, {
      username: profile?.username ?? null,
      email: profile?.email ?? null,
    });
  }

  private async lockPending(manager: EntityManager, id: string, admin: AuthUser): Promise<Withdrawal> {
    const withdrawal = await manager
      .getRepository(Withdrawal)
      .createQueryBuilder('withdrawal')
      .setLock('pessimistic_write')
      .where('withdrawal.id = :id', { id })
      .getOne();
    if (!withdrawal) throw new NotFoundError('Withdrawal not found');
    if (withdrawal.userId === admin.id) throw new ForbiddenError('You cannot process your own withdrawal');
    if (withdrawal.status !== 'pending') throw new ConflictError('Withdrawal has already been processed');
    return withdrawal;
  }
}
