import type { PaymentMethod, PaymentMethodType } from '@p2p/contracts/api';
import { Money } from '@p2p/contracts/money';

/** "3% (at least $2.00)": the wallet's rule, in basis points of the amount with a minimum. */
export function describeFee(fee: PaymentMethod['fee']): string {
  const percent = (fee.basisPoints / 100).toString();
  return `${percent}% (at least ${Money.display(fee.minimum)})`;
}

/**
 * The deposit fee is not a field the wallet accepts: it follows the method's type. The form shows
 * the rule the server answered for this method, and for a new one says where it comes from.
 */
export function FeeRule({ method, type }: { method?: PaymentMethod; type: PaymentMethodType }) {
  return (
    <div className="admin-fee-rule">
      <span className="ui-field__label">Deposit fee</span>
      <p className="text-muted">
        {method && method.type === type
          ? `${describeFee(method.fee)}, set by the wallet for this type.`
          : 'Set by the wallet for the type; shown once the method is saved.'}
      </p>
    </div>
  );
}
