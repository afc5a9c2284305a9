import { Injectable, Logger } from '@nestjs/common';
import { BalanceChanged, Money, Events } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { utcDay } from '../users/user.view';

/**
 * The user object's balance and todayChange, projected from the wallet: the balance is the event's
 * available amount; today's change is measured from the balance before the day's first change.
 */
@Injectable()
@HandlesEvent(Events.BalanceChanged)
export class BalanceChangedHandler implements IntegrationEventHandler<typeof Events.BalanceChanged> {
  private readonly logger = new Logger(BalanceChangedHandler.name);

  async handle(
    payload: BalanceChanged,
    { manager, event }: EventContext<typeof Events.BalanceChanged>,
  ): Promise<void> {
    // One statement (the right-hand sides read the row as it was): events of one user arrive in
    // order (keyed by user), so a day earlier than the one kept is a late one and moves no day.
    const updated: unknown[] = await manager.query(
      `UPDATE users
          SET balance_cents = $2,
              day_start_balance_cents = CASE
                WHEN balance_day IS NULL OR balance_day < $3::date THEN balance_cents
                ELSE day_start_balance_cents END,
              balance_day = GREATEST(balance_day, $3::date)
        WHERE id = $1
        RETURNING id`,
      [payload.userId, Money.toCents(payload.available).toString(), utcDay(new Date(event.occurredAt))],
    );
    if (updated.length === 0)
      this.logger.warn(`BalanceChanged ${event.id} for unknown user ${payload.userId}`);
  }
}
