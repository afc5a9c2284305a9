import { z } from 'zod';
import { id } from '../schema-parts';

/** A payment method as the audit log shows it. */
export const PaymentMethodSnapshotSchema = z.object({
  id,
  type: z.string(),
  name: z.string(),
  processingTime: z.string().nullable(),
  isActive: z.boolean(),
  details: z.record(z.string(), z.string()),
  instructions: z.string().nullable(),
});
export type PaymentMethodSnapshot = z.infer<typeof PaymentMethodSnapshotSchema>;

/** An admin added, changed (enable/disable included) or deleted a payment method. */
export const PaymentMethodChangedSchema = z.object({
  methodId: id,
  change: z.enum(['created', 'updated', 'deleted']),
  before: PaymentMethodSnapshotSchema.nullable(),
  after: PaymentMethodSnapshotSchema.nullable(),
  changedBy: id,
});
export type PaymentMethodChanged = z.infer<typeof PaymentMethodChangedSchema>;
