import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { NotFoundError, OutboxService, ValidationFailedError } from '@p2p/service-kit';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { isUuid } from '../validation/ids';
import { PaymentMethodDto } from './dto/payment-method.dto';
import { checkPaymentMethodDetails } from './payment-method-details';
import { paymentMethodChanged, snapshotOf } from './payment-method-events';
import { PaymentMethod } from './payment-method.entity';
import { PaymentMethodView, toPaymentMethodView } from './payment-method.view';

export class PaymentMethodNotFoundError extends NotFoundError {
  constructor() {
    super('Payment method not found');
  }
}

@Injectable()
export class PaymentMethodsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** What depositors may choose from. */
  async listActive(): Promise<PaymentMethodView[]> {
    const methods = await this.dataSource.getRepository(PaymentMethod).find({
      where: { isActive: true, deletedAt: IsNull() },
      order: { createdAt: 'ASC' },
    });
    return methods.map(toPaymentMethodView);
  }

  async listAll(): Promise<PaymentMethodView[]> {
    const methods = await this.dataSource.getRepository(PaymentMethod).find({
      where: { deletedAt: IsNull() },
      order: { createdAt: 'ASC' },
    });
    return methods.map(toPaymentMethodView);
  }

  /** Every change is a wallet.PaymentMethodChanged naming the admin, in the change's transaction. */
  async create(dto: PaymentMethodDto, changedBy: string): Promise<PaymentMethodView> {
    const fields = this.fieldsOf(dto);
    return this.dataSource.transaction(async (manager) => {
      const id = randomUUID();
      await manager.insert(PaymentMethod, manager.create(PaymentMethod, { id, ...fields, deletedAt: null }));
      const created = await manager.findOneByOrFail(PaymentMethod, { id });
      await this.outbox.add(
        manager,
        paymentMethodChanged(id, 'created', null, snapshotOf(created), changedBy),
      );
      return toPaymentMethodView(created);
    });
  }

  /** The enable/disable toggle sends the method whole too; a PUT that changes nothing records nothing. */
  async update(id: string, dto: PaymentMethodDto, changedBy: string): Promise<PaymentMethodView> {
    const fields = this.fieldsOf(dto);
    return this.dataSource.transaction(async (manager) => {
      const method = await this.findLive(manager, id);
      await manager.update(PaymentMethod, { id: method.id }, { ...fields, updatedAt: () => 'now()' });
      const updated = await manager.findOneByOrFail(PaymentMethod, { id });
      const [before, after] = [snapshotOf(method), snapshotOf(updated)];
      if (!isDeepStrictEqual(before, after)) {
        await this.outbox.add(manager, paymentMethodChanged(id, 'updated', before, after, changedBy));
      }
      return toPaymentMethodView(updated);
    });
  }

  /** Kept for the deposits that refer to it, never listed or usable again. */
  async remove(id: string, changedBy: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const method = await this.findLive(manager, id);
      await manager.update(
        PaymentMethod,
        { id: method.id },
        { isActive: false, deletedAt: () => 'now()', updatedAt: () => 'now()' },
      );
      await this.outbox.add(
        manager,
        paymentMethodChanged(id, 'deleted', snapshotOf(method), null, changedBy),
      );
    });
  }

  /** An active method a deposit can use, locked so it cannot be disabled halfway through. */
  async findUsable(manager: EntityManager, id: string): Promise<PaymentMethod | null> {
    if (!isUuid(id)) return null;
    return manager
      .getRepository(PaymentMethod)
      .createQueryBuilder('method')
      .setLock('pessimistic_read')
      .where('method.id = :id AND method.is_active AND method.deleted_at IS NULL', { id })
      .getOne();
  }

  private async findLive(manager: EntityManager, id: string): Promise<PaymentMethod> {
    if (!isUuid(id)) throw new PaymentMethodNotFoundError();
    const method = await manager
      .getRepository(PaymentMethod)
      .createQueryBuilder('method')
      .setLock('pessimistic_write')
      .where('method.id = :id AND method.deleted_at IS NULL', { id })
      .getOne();
    if (!method) throw new PaymentMethodNotFoundError();
    return method;
  }

  private fieldsOf(dto: PaymentMethodDto) {
    const check = checkPaymentMethodDetails(dto.type, dto.details ?? {});
    if (!check.ok) throw new ValidationFailedError(check.messages.join(', '));
    return {
      type: dto.type,
      name: dto.name,
      processingTime: dto.processingTime || null,
      isActive: dto.isActive ?? true,
      details: check.details,
      instructions: dto.instructions?.trim() || null,
    };
  }
}
