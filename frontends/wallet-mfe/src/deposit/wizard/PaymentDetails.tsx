import type { PaymentMethod } from '@p2p/contracts/api';
import { Button, useToast } from '@p2p/ui';
import { useId } from 'react';
import { copyText } from '../copy-text';
import { detailLabel } from '../deposit-display';

/** Where to send the money: the method's instructions and each detail with a copy button. */
export function PaymentDetails({ method }: { method: PaymentMethod }) {
  const titleId = useId();
  const toast = useToast();
  const details = Object.entries(method.details ?? {}).filter(([, value]) => value);

  const copy = async (value: string) => {
    await copyText(value);
    toast.success('Copied to clipboard!');
  };

  return (
    <section className="deposit-panel" aria-labelledby={titleId}>
      <h3 className="deposit-panel__title" id={titleId}>
        Payment Instructions
      </h3>
      {method.instructions && <p className="deposit-instructions">{method.instructions}</p>}
      {details.length > 0 ? (
        <dl className="deposit-details">
          {details.map(([key, value]) => {
            const label = detailLabel(key);
            return (
              <div key={key} className="deposit-details__row">
                <dt>{label}</dt>
                <dd>
                  <span className="deposit-details__value">{value}</span>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Copy ${label}`}
                    onClick={() => void copy(value)}
                  >
                    Copy
                  </Button>
                </dd>
              </div>
            );
          })}
        </dl>
      ) : (
        <p className="text-muted">Contact support for this method&apos;s payment details.</p>
      )}
    </section>
  );
}
