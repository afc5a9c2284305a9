import { zodResolver } from '@hookform/resolvers/zod';
import type { Deposit } from '@p2p/contracts/api';
import { Card } from '@p2p/ui';
import { ApiError, newIdempotencyKey } from '@p2p/web-session';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { usePaymentMethods, useSubmitDeposit, type DepositRequest } from '../deposit-queries';
import {
  depositSchema,
  EMPTY_DEPOSIT,
  toDollars,
  type DepositForm,
  type DepositValues,
} from '../deposit-schema';
import type { ProofFile } from '../proof-file';
import { AmountStep } from './AmountStep';
import { MethodStep } from './MethodStep';
import { PaymentStep, type SubmitFailure } from './PaymentStep';
import { SuccessModal } from './SuccessModal';
import { WizardSteps, type WizardStep } from './WizardSteps';
import './wizard.css';

/** The wallet's 422 for a deposit over one of the user's limits carries the limit's fields (issue 22). */
function passesDepositLimit(error: Error): boolean {
  return error instanceof ApiError && error.status === 422 && typeof error.body?.period === 'string';
}

/**
 * The three steps of spec 02's deposit wizard. One form holds every step's values, so Back and
 * forward keep what was typed; the proof, read once, is kept beside it.
 */
export function DepositWizard() {
  const methods = usePaymentMethods();
  const submitDeposit = useSubmitDeposit();
  const form = useForm<DepositForm, unknown, DepositValues>({
    resolver: zodResolver(depositSchema),
    mode: 'onChange',
    defaultValues: EMPTY_DEPOSIT,
  });
  const methodId = useWatch({ control: form.control, name: 'paymentMethodId' });
  const [step, setStep] = useState<WizardStep>(1);
  const [proof, setProof] = useState<ProofFile | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [submitted, setSubmitted] = useState<Deposit | null>(null);
  /** The key of the last request whose answer never came: sent again as it was, it must not make a second deposit. */
  const unanswered = useRef<{ key: string; body: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const method = methods.data?.find((candidate) => candidate.id === methodId);
  // A method disabled meanwhile (the list reloaded without it) sends the user back to choose again.
  const shown: WizardStep = method ? step : 1;

  useEffect(() => {
    // Focus follows the step for keyboard and screen reader users; not on the first render.
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [shown]);

  const goTo = (next: WizardStep) => {
    setFailure(null);
    setStep(next);
  };

  const sendDeposit = (values: DepositValues) => {
    const request: DepositRequest = {
      paymentMethodId: values.paymentMethodId,
      amount: toDollars(values.amount),
      transactionReference: values.transactionReference,
      proofOfPayment: proof?.dataUrl ?? null,
      userNotes: values.userNotes,
    };
    const body = JSON.stringify(request);
    const key = unanswered.current?.body === body ? unanswered.current.key : newIdempotencyKey();
    unanswered.current = { key, body };
    setFailure(null);
    setProgress(0);
    submitDeposit.mutate(
      {
        request,
        idempotencyKey: key,
        onProgress: ({ loaded, total }) => setProgress(Math.min(100, Math.round((loaded / total) * 100))),
      },
      {
        onSuccess: (deposit) => {
          unanswered.current = null;
          setSubmitted(deposit);
        },
        onError: (error) => {
          // A refusal is an answer: sending again asks again (an admin may have approved a deposit since).
          const answered = error instanceof ApiError && error.status > 0 && error.status < 500;
          if (answered) unanswered.current = null;
          setFailure({ message: error.message, passesLimit: passesDepositLimit(error) });
        },
        onSettled: () => setProgress(null),
      },
    );
  };
  const send = (event: FormEvent) => void form.handleSubmit(sendDeposit)(event);

  const startOver = () => {
    form.reset(EMPTY_DEPOSIT);
    setProof(null);
    setFailure(null);
    setSubmitted(null);
    submitDeposit.reset();
    setStep(1);
  };

  return (
    <Card className="deposit-wizard">
      <WizardSteps current={shown} />
      <FormProvider {...form}>
        {shown === 1 && <MethodStep methods={methods} headingRef={heading} onContinue={() => goTo(2)} />}
        {shown === 2 && method && (
          <AmountStep method={method} headingRef={heading} onBack={() => goTo(1)} onProceed={() => goTo(3)} />
        )}
        {shown === 3 && method && (
          <PaymentStep
            method={method}
            headingRef={heading}
            proof={proof}
            onProof={setProof}
            onBack={() => goTo(2)}
            onSubmit={send}
            busy={submitDeposit.isPending}
            progress={progress}
            failure={failure}
          />
        )}
      </FormProvider>
      <SuccessModal deposit={submitted} onAnotherDeposit={startOver} />
    </Card>
  );
}
