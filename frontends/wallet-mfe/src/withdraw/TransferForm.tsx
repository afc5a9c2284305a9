import { zodResolver } from '@hookform/resolvers/zod';
import type { TransferOptions } from '@p2p/contracts/api';
import { Money } from '@p2p/contracts/money';
import { Button, Card, Notice, TextAreaField, TextField, useToast } from '@p2p/ui';
import { newIdempotencyKey } from '@p2p/web-session';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { fromMinorUnits, toMinorUnits } from './naira';
import { RecipientStatus, useRecipientCheck } from './RecipientStatus';
import { useTransfer, useTransferOptions } from './transfer-queries';
import { TransferReviewDialog, type TransferReview } from './TransferReviewDialog';
import { NOTE_MAX, transferSchema, type TransferForm as Form, type TransferValues } from './withdraw-schemas';
import { LoadedCard } from '../shared/LoadedCard';

const TITLE = 'Transfer to Friend';

/** Spec 02 Withdraw screen, Transfer to Friend tab: dollars to another user, instantly and free. */
export function TransferForm() {
  const options = useTransferOptions();
  return (
    <LoadedCard title={TITLE} query={options} loadingLabel="Loading transfer options">
      {(loaded) => <TransferFormBody options={loaded} />}
    </LoadedCard>
  );
}

function TransferFormBody({ options }: { options: TransferOptions }) {
  const toast = useToast();
  const transfer = useTransfer();
  const recipient = useRecipientCheck();
  const [review, setReview] = useState<TransferReview | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { minUsd, maxUsd } = options;
  const schema = useMemo(() => transferSchema({ minUsd, maxUsd }), [minUsd, maxUsd]);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isValid },
  } = useForm<Form, unknown, TransferValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { username: '', amount: '', note: '' },
  });
  const note = useWatch({ control, name: 'note' }) ?? '';
  const free = toMinorUnits(options.fee) === 0n;

  const submit = handleSubmit((values) => {
    const cents = toMinorUnits(values.amount);
    if (recipient.state.kind !== 'verified' || cents === null) return;
    setSent(null);
    transfer.reset();
    setReview({
      recipient: recipient.state.recipient,
      amount: fromMinorUnits(cents),
      note: values.note.trim() || null,
    });
  });

  const confirm = () => {
    if (!review) return;
    const { recipient: to } = review;
    // A new key for each confirmation: the wallet replays a refusal for a reused key, so a retry
    // after topping up must not carry the refused one.
    transfer.mutate(
      {
        username: to.username,
        amount: review.amount,
        note: review.note,
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: (answer) => {
          const text = `${answer.message ?? 'Transfer completed successfully'}: ${Money.display(answer.data.amount)} sent to ${to.name} (@${to.username}).`;
          toast.success(text);
          setSent(text);
          setReview(null);
          reset();
          recipient.clear();
        },
      },
    );
  };

  const username = register('username', {
    onBlur: (event: { target: { value: string } }) => void recipient.verify(event.target.value),
    onChange: () => recipient.clear(),
  });

  return (
    <Card title={TITLE} className="withdraw-card transfer-card">
      <form className="withdraw-form" onSubmit={submit} noValidate aria-label="Transfer to a friend">
        <TextField
          label="Friend's Username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="@username"
          error={errors.username?.message ?? recipient.error}
          hint={<RecipientStatus state={recipient.state} />}
          {...username}
        />
        <TextField
          label="Amount ($)"
          type="number"
          inputMode="decimal"
          min={Number(minUsd)}
          max={Number(maxUsd)}
          step="0.01"
          placeholder={`Minimum ${Money.display(minUsd)}`}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <TextAreaField
          label="Note (optional)"
          rows={3}
          maxLength={NOTE_MAX}
          placeholder="What is it for?"
          hint={`${note.length}/${NOTE_MAX}`}
          error={errors.note?.message}
          {...register('note')}
        />
        {sent && <Notice tone="success">{sent}</Notice>}
        <Button type="submit" block size="lg" disabled={!isValid || recipient.state.kind !== 'verified'}>
          Send Transfer
        </Button>
      </form>
      <ul className="withdraw-notes">
        <li>Minimum transfer: {Money.display(minUsd)}</li>
        <li>Maximum transfer: {Money.display(maxUsd)}</li>
        <li>
          {free
            ? 'Transfers are instant and free.'
            : `Transfers are instant; the fee is ${Money.display(options.fee)}.`}
        </li>
      </ul>
      {review && (
        <TransferReviewDialog
          review={review}
          fee={options.fee}
          pending={transfer.isPending}
          failure={transfer.error?.message ?? null}
          onConfirm={confirm}
          onBack={() => setReview(null)}
        />
      )}
    </Card>
  );
}
