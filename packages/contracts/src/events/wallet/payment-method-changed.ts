/** A payment method as the audit log shows it. */
export interface PaymentMethodSnapshot {
  id: string;
  type: string;
  name: string;
  processingTime: string | null;
  isActive: boolean;
  details: Record<string, string>;
  instructions: string | null;
}

/** An admin added, changed (enable/disable included) or deleted a payment method. */
export interface PaymentMethodChanged {
  methodId: string;
  change: 'created' | 'updated' | 'deleted';
  before: PaymentMethodSnapshot | null;
  after: PaymentMethodSnapshot | null;
  changedBy: string;
}

export const PAYMENT_METHOD_CHANGED = 'wallet.PaymentMethodChanged' as const;
