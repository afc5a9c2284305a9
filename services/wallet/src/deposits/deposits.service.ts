import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Money } from '@p2p/contracts';
import { AuthUser, CONFIG, OutboxService } from '@p2p/service-kit';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import type { WalletConfig } from '../wallet.config';
import { BreaksService } from '../breaks/breaks.service';
import { LedgerService } from '../ledger/ledger.service';
import { DepositLimitsService } from '../limits/deposit-limits.service';
import { available, platformAccount, Posting } from '../ledger/postings';
import { PaymentMethodsService } from '../payment-methods/payment-methods.service';
import { isUuid } from '../validation/ids';
import { Deposit } from './deposit.entity';
import {
  DepositAlreadyProcessedError,
  DepositAmountOutOfRangeError,
  DepositBelowFeeError,
  DepositNotFoundError,
  OwnDepositError,
  PaymentMethodUnavailableError,
  ProofNotFoundError,
  TooManyPendingDepositsError,
} from './deposit.errors';
import { depositApproved, depositRejected, depositSubmitted } from './deposit-events';
import { processingFee } from './deposit-fee';
import { findDeposits, findProof } from './deposit.queries';
import { DepositView, toDepositView } from './deposit.view';
import { SubmitDepositDto } from './dto/submit-deposit.dto';
import { parseProofOfPayment, ProofOfPayment } from './proof-of-payment';

const MIN_DEPOSIT = 100n;
const MAX_DEPOSIT = 1_000_000n;

export interface DepositRequest {
  paymentMethodId: string;
  amount: bigint;
  transactionReference: string | null;
  userNotes: string | null;
  proof: ProofOfPayment | null;
}

export interface DepositDecision {
  status: 'approved' | 'rejected';
  adminNotes: string | null;
  /** The admin's user id, or 'system' for demo funding. */
  actor: string;
}

@Injectable()
export class DepositsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly methods: PaymentMethodsService,
    private readonly outbox: OutboxService,
    private readonly limits: DepositLimitsService,
    private readonly breaks: BreaksService,
    @Inject(CONFIG) private readonly config: WalletConfig,
  ) {}

  async submit(user: AuthUser, dto: SubmitDepositDto): Promise<DepositView> {
    const request: DepositRequest = {
      paymentMethodId: dto.paymentMethodId,
      amount: Money.toCents(dto.amount),
      transactionReference: dto.transactionReference ?? null,
      userNotes: dto.userNotes ?? null,
      proof: dto.proofOfPayment ? parseProofOfPayment(dto.proofOfPayment) : null,
    };
    const id = await this.dataSource.transaction((manager) => this.submitIn(manager, user.id, request));
    // Never echo the proof back: it can be megabytes, and the submitter already has it.
    return this.view(id, false);
  }

  /** A pending deposit (wallet.DepositSubmitted): nothing is credited until an admin approves it. */
  async submitIn(manager: EntityManager, userId: string, request: DepositRequest): Promise<string> {
    if (request.amount < MIN_DEPOSIT || request.amount > MAX_DEPOSIT)
      throw new DepositAmountOutOfRangeError();
    // Under the user's lock, so parallel submissions cannot all pass the count (each proof can be 5 MB).
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`deposits:${userId}`]);
    const [{ pending }]: Array<{ pending: number }> = await manager.query(
      `SELECT count(*)::int AS pending FROM deposits WHERE user_id = $1 AND status = 'pending'`,
      [userId],
    );
    if (pending >= this.config.DEPOSIT_MAX_PENDING_PER_USER)
      throw new TooManyPendingDepositsError(this.config.DEPOSIT_MAX_PENDING_PER_USER);
    await this.breaks.assertDepositsOpen(manager, userId);
    await this.limits.check(manager, userId, request.amount);
    const method = await this.methods.findUsable(manager, request.paymentMethodId);
    if (!method) throw new PaymentMethodUnavailableError();
    const fee = processingFee(method.type, request.amount);
    if (fee >= request.amount) throw new DepositBelowFeeError(Money.format(fee));
    const deposit = {
      id: randomUUID(),
      userId,
      paymentMethodId: method.id,
      methodType: method.type,
      methodName: method.name,
      amountCents: request.amount,
      processingFeeCents: fee,
      netAmountCents: request.amount - fee,
      status: 'pending' as const,
      transactionReference: request.transactionReference,
      userNotes: request.userNotes,
      proof: request.proof?.bytes ?? null,
      proofMimeType: request.proof?.mimeType ?? null,
    };
    await manager.insert(Deposit, deposit);
    await this.outbox.add(manager, depositSubmitted(deposit, deposit.proof !== null));
    return deposit.id;
  }

  async listOwn(user: AuthUser, limit: number): Promise<DepositView[]> {
    const rows = await findDeposits(this.dataSource.manager, { userId: user.id, limit, order: 'newest' });
    return rows.map((row) => toDepositView(row, false));
  }

  /** A user sees only their own; another user's deposit is "not found", not "forbidden" (no id probing). */
  async findOne(user: AuthUser, id: string): Promise<DepositView> {
    const isAdmin = user.role === 'admin';
    if (!isUuid(id)) throw new DepositNotFoundError();
    const [row] = await findDeposits(this.dataSource.manager, {
      id,
      ...(isAdmin ? {} : { userId: user.id }),
      limit: 1,
      order: 'newest',
    });
    if (!row) throw new DepositNotFoundError();
    return toDepositView(row, isAdmin);
  }

  /** The proof's bytes, for the depositor or an admin; anyone else, or no proof, is "not found". */
  async proof(user: AuthUser, id: string): Promise<ProofOfPayment> {
    if (!isUuid(id)) throw new ProofNotFoundError();
    const proof = await findProof(this.dataSource.manager, id, user.role === 'admin' ? null : user.id);
    if (!proof) throw new ProofNotFoundError();
    return proof;
  }

  /** Oldest first, the order admins work through them. */
  async listPending(limit: number): Promise<DepositView[]> {
    const rows = await findDeposits(this.dataSource.manager, { status: 'pending', limit, order: 'oldest' });
    return rows.map((row) => toDepositView(row, true));
  }

  async process(admin: AuthUser, id: string, decision: Omit<DepositDecision, 'actor'>): Promise<DepositView> {
    if (!isUuid(id)) throw new DepositNotFoundError();
    await this.dataSource.transaction((manager) =>
      this.decideIn(manager, id, { ...decision, actor: admin.id }),
    );
    return this.view(id, true);
  }

  /**
   * Approves or rejects a pending deposit, once: the row lock makes concurrent approvals wait and
   * then find it processed; the ledger's unique (type, ref) would refuse a second credit anyway.
   */
  async decideIn(manager: EntityManager, id: string, decision: DepositDecision): Promise<void> {
    const deposit = await manager
      .getRepository(Deposit)
      .createQueryBuilder('deposit')
      .setLock('pessimistic_write')
      .where('deposit.id = :id', { id })
      .getOne();
    if (!deposit) throw new DepositNotFoundError();
    if (deposit.userId === decision.actor) throw new OwnDepositError();
    if (deposit.status !== 'pending') throw new DepositAlreadyProcessedError();
    await manager.update(
      Deposit,
      { id, status: 'pending' },
      {
        status: decision.status,
        adminNotes: decision.adminNotes,
        processedBy: decision.actor,
        processedAt: () => 'now()',
      },
    );
    if (decision.status === 'approved') await this.credit(manager, deposit, decision);
    else await this.outbox.add(manager, depositRejected(deposit, decision.actor, decision.adminNotes));
  }

  /** The user gets the net amount; the fee goes to the platform's fee account. */
  private async credit(manager: EntityManager, deposit: Deposit, decision: DepositDecision): Promise<void> {
    const postings: Posting[] = [
      {
        from: platformAccount('external_cash'),
        to: available(deposit.userId),
        amount: deposit.netAmountCents,
      },
      {
        from: platformAccount('external_cash'),
        to: platformAccount('fees'),
        amount: deposit.processingFeeCents,
      },
    ];
    await this.ledger.post(manager, {
      type: 'deposit',
      ref: deposit.id,
      postings: postings.filter((posting) => posting.amount > 0n),
      reason: 'deposit',
    });
    await this.outbox.add(manager, depositApproved(deposit, decision.actor, decision.adminNotes));
  }

  private async view(id: string, forAdmin: boolean): Promise<DepositView> {
    const [row] = await findDeposits(this.dataSource.manager, { id, limit: 1, order: 'newest' });
    return toDepositView(row, forAdmin);
  }
}
