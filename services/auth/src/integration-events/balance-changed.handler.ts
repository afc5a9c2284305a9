import { Injectable, Logger } from '@nestjs/common';
import { BalanceChanged, Money } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { User } from '../users/user.entity';
import { utcDay } from '../users/user.view';

/**
 * The user object's balance and todayChange, projected from the wallet: the balance is the event's
 * available amount; today's change is measured from the balance before the day's first change.
 */
@Injectable()
@HandlesEvent('wallet.BalanceChanged')
export class BalanceChangedHandler implements IntegrationEventHandler<'wallet.BalanceChanged'> {
  private readonly logger = new Logger(BalanceChangedHandler.name);

  async handle(
    payload: BalanceChanged,
    { manager, event }: EventContext<'wallet.BalanceChanged'>,
  ): Promise<void> {
    const user = await manager.findOne(User, {
      where: { id: payload.userId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!user) {
      this.logger.warn(`BalanceChanged ${event.id} for unknown user ${payload.userId}`);
      return;
    }
    const day = utcDay(new Date(event.occurredAt));
    // Events of one user arrive in order (keyed by user); a day earlier than the one kept is a late one.
    if (user.balanceDay !== null && day < user.balanceDay) {
      await manager.update(
        User,
        { id: user.id },
        { balanceCents: Money.toCents(payload.available).toString() },
      );
      return;
    }
    const newDay = user.balanceDay !== day;
    await manager.update(
      User,
      { id: user.id },
      {
        balanceCents: Money.toCents(payload.available).toString(),
        balanceDay: day,
        dayStartBalanceCents: newDay ? user.balanceCents : user.dayStartBalanceCents,
      },
    );
  }
}
