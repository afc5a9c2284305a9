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
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
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
    const to = recipient.state.recipient;
    setOutcome(null);
    transfer.mutate(
      {
        username: to.username,
        amount: fromMinorUnits(cents),
        note: values.note.trim() || null,
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: (answer) => {
          const text = `${answer.message ?? 'Transfer completed successfully'}: ${Money.display(answer.data.amount)} sent to ${to.name} (@${to.username}).`;
          toast.success(text);
          setOutcome({ tone: 'success', text });
          reset();
          recipient.clear();
        },
        onError: (error) => setOutcome({ tone: 'danger', text: error.message }),
      },
    );
  });

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
        {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
        <Button
          type="submit"
          block
          size="lg"
          loading={transfer.isPending}
          disabled={!isValid || recipient.state.kind !== 'verified'}
        >
          {transfer.isPending ? 'Processing...' : 'Send Transfer'}
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
    </Card>
  );
}
