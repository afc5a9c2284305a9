import { createEvent, PaymentMethodSnapshot, Events } from '@p2p/contracts';
import type { PaymentMethod } from './payment-method.entity';

export function snapshotOf(method: PaymentMethod): PaymentMethodSnapshot {
  return {
    id: method.id,
    type: method.type,
    name: method.name,
    processingTime: method.processingTime,
    isActive: method.isActive,
    details: method.details,
    instructions: method.instructions,
  };
}

/** One event per admin change of a method, keyed by it, with the method before and after. */
export const paymentMethodChanged = (
  methodId: string,
  change: 'created' | 'updated' | 'deleted',
  before: PaymentMethodSnapshot | null,
  after: PaymentMethodSnapshot | null,
  changedBy: string,
) => createEvent(Events.PaymentMethodChanged, methodId, { methodId, change, before, after, changedBy });
