import type { PaymentMethod } from '@p2p/contracts/api';
import { Badge, Button, EmptyState, Icon, QueryFailure } from '@p2p/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FormEvent, Ref } from 'react';
import { useFormContext } from 'react-hook-form';
import { METHOD_TYPES } from '../deposit-display';
import type { DepositForm } from '../deposit-schema';

interface Props {
  methods: UseQueryResult<PaymentMethod[]>;
  headingRef: Ref<HTMLHeadingElement>;
  onContinue: () => void;
}

/** Step 1: the active payment methods as cards; the button names the one chosen. */
export function MethodStep({ methods, headingRef, onContinue }: Props) {
  const { register, watch } = useFormContext<DepositForm>();
  const chosen = methods.data?.find((method) => method.id === watch('paymentMethodId'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) onContinue();
  };

  return (
    <form className="deposit-step" onSubmit={submit} noValidate>
      <h2 className="deposit-step__title" ref={headingRef} tabIndex={-1}>
        Step 1: Choose a Payment Method
      </h2>
      {methods.isPending ? (
        <div className="deposit-methods" role="status">
          <span className="ui-visually-hidden">Loading payment methods</span>
          {[1, 2, 3].map((key) => (
            <div key={key} className="deposit-method deposit-method--skeleton" aria-hidden="true" />
          ))}
        </div>
      ) : methods.isError ? (
        <QueryFailure query={methods} prefix="Failed to load payment methods" />
      ) : methods.data.length === 0 ? (
        <EmptyState title="No payment methods available">
          Deposits are not available right now. Please try again later or contact support.
        </EmptyState>
      ) : (
        <fieldset className="deposit-methods">
          <legend className="ui-visually-hidden">Payment method</legend>
          {methods.data.map((method) => {
            const type = METHOD_TYPES[method.type] ?? { label: method.type, icon: 'wallet' };
            return (
              <label key={method.id} className="deposit-method">
                <input
                  type="radio"
                  className="deposit-method__input"
                  value={method.id}
                  {...register('paymentMethodId')}
                />
                <span className="deposit-method__icon" aria-hidden="true">
                  <Icon name={type.icon} size={22} />
                </span>
                <span className="deposit-method__body">
                  <span className="deposit-method__name">{method.name}</span>
                  <span className="deposit-method__meta">
                    <Badge tone="info">{type.label}</Badge>
                    <span className="deposit-method__time">
                      <Icon name="history" size={14} />
                      {method.processingTime || 'Instant'}
                    </span>
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      <div className="deposit-actions">
        <Button type="submit" size="lg" disabled={!chosen}>
          {chosen ? `Continue with ${chosen.name}` : 'Continue'}
        </Button>
      </div>
    </form>
  );
}
