import { Money } from '@p2p/contracts/money';
import type { PaymentMethod } from '@p2p/contracts/api';
import { Badge, Button, Notice, TextField } from '@p2p/ui';
import type { FormEvent, Ref } from 'react';
import { useFormContext } from 'react-hook-form';
import { METHOD_TYPES } from '../deposit-display';
import { feeBreakdown } from '../deposit-fee';
import { amountSchema, MAX_DEPOSIT, MIN_DEPOSIT, type DepositForm } from '../deposit-schema';
import { describeFee, FeeSummary } from './FeeSummary';

interface Props {
  method: PaymentMethod;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
  onProceed: () => void;
}

/** Step 2: the amount in USD, with the fee and the amount to credit as the user types. */
export function AmountStep({ method, headingRef, onBack, onProceed }: Props) {
  const {
    register,
    watch,
    trigger,
    formState: { errors },
  } = useFormContext<DepositForm>();
  const amount = watch('amount');
  const valid = amountSchema.safeParse(amount).success;
  const breakdown = valid ? feeBreakdown(amount, method.fee) : null;
  // The wallet refuses a deposit the fee would swallow ($1 by bank transfer after its $2 minimum).
  const belowFee = breakdown !== null && breakdown.netCents <= 0n;

  const proceed = async (event: FormEvent) => {
    event.preventDefault();
    if ((await trigger('amount')) && !belowFee) onProceed();
  };

  return (
    <form className="deposit-step" onSubmit={proceed} noValidate>
      <h2 className="deposit-step__title" ref={headingRef} tabIndex={-1}>
        Step 2: Enter Amount
      </h2>
      <p className="deposit-step__method">
        Paying with <strong>{method.name}</strong>{' '}
        <Badge tone="info">{METHOD_TYPES[method.type]?.label ?? method.type}</Badge>
      </p>
      <TextField
        label="Amount (USD)"
        type="number"
        inputMode="decimal"
        min={MIN_DEPOSIT}
        max={MAX_DEPOSIT}
        step="0.01"
        placeholder="0.00"
        autoComplete="off"
        error={errors.amount?.message}
        hint={`Between $1.00 and $10,000.00. ${method.fee ? describeFee(method.fee) : ''}`.trim()}
        {...register('amount')}
      />
      <div aria-live="polite">
        {breakdown && !belowFee && breakdown.feeCents > 0n && (
          <FeeSummary breakdown={breakdown} label="Deposit summary" />
        )}
        {belowFee && (
          <Notice tone="warning">
            Deposit amount must be more than the processing fee of {Money.display(breakdown.feeCents)}
          </Notice>
        )}
      </div>
      <div className="deposit-actions">
        <Button variant="secondary" size="lg" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" size="lg" disabled={!valid || belowFee}>
          Proceed to Payment
        </Button>
      </div>
    </form>
  );
}
