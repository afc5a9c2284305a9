import { Money } from '@p2p/contracts/money';
import type { PaymentMethod } from '@p2p/contracts/api';
import { Link } from '@p2p/router';
import { Button, buttonClassName, Notice, TextAreaField, TextField } from '@p2p/ui';
import { useId, type FormEvent, type Ref } from 'react';
import { useFormContext } from 'react-hook-form';
import { feeBreakdown } from '../deposit-fee';
import { NOTES_MAX, REFERENCE_MAX, type DepositForm } from '../deposit-schema';
import type { ProofFile } from '../proof-file';
import { FeeSummary } from './FeeSummary';
import { PaymentDetails } from './PaymentDetails';
import { ProofField } from './ProofField';
import { UploadProgress } from './UploadProgress';
import './payment.css';

/** Where the user changes their deposit limits: the settings tab that holds them. */
export const DEPOSIT_LIMITS_PATH = '/settings?tab=protection';

export interface SubmitFailure {
  /** The server's message. */
  message: string;
  /** Refused as over one of the user's deposit limits, which they can change. */
  passesLimit: boolean;
}

interface Props {
  method: PaymentMethod;
  headingRef: Ref<HTMLHeadingElement>;
  proof: ProofFile | null;
  onProof: (proof: ProofFile | null) => void;
  onBack: () => void;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  /** Percent of the request uploaded, while it is being sent. */
  progress: number | null;
  /** Why the last submission failed. */
  failure: SubmitFailure | null;
}

/** Step 3: where to pay, what to pay, how it goes on, and the optional reference, proof and notes. */
export function PaymentStep({
  method,
  headingRef,
  proof,
  onProof,
  onBack,
  onSubmit,
  busy,
  progress,
  failure,
}: Props) {
  const summaryId = useId();
  const stepsId = useId();
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<DepositForm>();
  const breakdown = feeBreakdown(watch('amount'), method.fee);
  const toSend = breakdown ? Money.display(breakdown.amountCents) : 'the amount';

  return (
    <form className="deposit-step" onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      <h2 className="deposit-step__title" ref={headingRef} tabIndex={-1}>
        Step 3: Complete Your Payment
      </h2>
      <PaymentDetails method={method} />
      <section className="deposit-panel" aria-labelledby={summaryId}>
        <h3 className="deposit-panel__title" id={summaryId}>
          Payment Summary
        </h3>
        <p className="deposit-panel__line">
          <span className="text-muted">Payment method</span> <strong>{method.name}</strong>
        </p>
        {breakdown && <FeeSummary breakdown={breakdown} label="Payment summary" />}
      </section>
      <section className="deposit-panel" aria-labelledby={stepsId}>
        <h3 className="deposit-panel__title" id={stepsId}>
          How to Complete Your Deposit
        </h3>
        <ol className="deposit-howto">
          <li>Send exactly {toSend} using the payment details above.</li>
          <li>Keep your receipt or the transaction reference.</li>
          <li>Upload a proof of payment below (a screenshot, photo or PDF of the receipt).</li>
          <li>Wait for admin approval (usually within 24 hours).</li>
        </ol>
      </section>
      <fieldset className="deposit-form" disabled={busy}>
        <legend className="ui-visually-hidden">Deposit request</legend>
        <TextField
          label="Transaction Reference (optional)"
          placeholder="e.g. the reference on your receipt"
          maxLength={REFERENCE_MAX}
          autoComplete="off"
          error={errors.transactionReference?.message}
          {...register('transactionReference')}
        />
        <ProofField proof={proof} onChange={onProof} disabled={busy} />
        <TextAreaField
          label="Additional Notes (optional)"
          rows={3}
          maxLength={NOTES_MAX}
          placeholder="Anything that helps us match your payment"
          error={errors.userNotes?.message}
          {...register('userNotes')}
        />
      </fieldset>
      {progress !== null && <UploadProgress percent={progress} />}
      {failure && (
        <Notice
          tone="danger"
          action={
            failure.passesLimit && (
              <Link
                to={DEPOSIT_LIMITS_PATH}
                className={buttonClassName({ size: 'sm', variant: 'secondary' })}
              >
                Change your deposit limits
              </Link>
            )
          }
        >
          Failed to submit deposit: {failure.message}
        </Notice>
      )}
      <div className="deposit-actions">
        <Button variant="secondary" size="lg" onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button type="submit" size="lg" loading={busy}>
          Submit Deposit Request
        </Button>
      </div>
    </form>
  );
}
