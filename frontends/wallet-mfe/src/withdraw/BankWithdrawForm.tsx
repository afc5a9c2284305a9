import { zodResolver } from '@hookform/resolvers/zod';
import type { WithdrawalOptions } from '@p2p/contracts/api';
import { Button, Card, Notice, SelectField, TextField, useToast } from '@p2p/ui';
import { newIdempotencyKey } from '@p2p/web-session';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { costLine, formatNaira, formatRate, fromMinorUnits, toMinorUnits } from './naira';
import { bankWithdrawalSchema, type BankWithdrawalForm, type BankWithdrawalValues } from './withdraw-schemas';
import { useRequestWithdrawal, useResolvedAccount, useWithdrawalOptions } from './withdraw-queries';
import { LoadedCard } from '../shared/LoadedCard';

const TITLE = 'Withdraw to Bank';

/** Spec 02 Withdraw screen, Bank tab: the banks, limits and rate come from the wallet's options. */
export function BankWithdrawForm() {
  const options = useWithdrawalOptions();
  return (
    <LoadedCard title={TITLE} query={options} loadingLabel="Loading withdrawal options">
      {(loaded) => <BankForm options={loaded} />}
    </LoadedCard>
  );
}

function BankForm({ options }: { options: WithdrawalOptions }) {
  const toast = useToast();
  const request = useRequestWithdrawal();
  const [failure, setFailure] = useState<string | null>(null);
  const { minNgn, maxNgn, ngnPerUsd } = options;
  const schema = useMemo(() => bankWithdrawalSchema({ minNgn, maxNgn }), [minNgn, maxNgn]);
  const {
    register,
    handleSubmit,
    control,
    resetField,
    formState: { errors, isValid },
  } = useForm<BankWithdrawalForm, unknown, BankWithdrawalValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { bankCode: '', accountNumber: '', amount: '' },
  });
  const [bankCode, accountNumber, amount] = useWatch({
    control,
    name: ['bankCode', 'accountNumber', 'amount'],
  });
  const account = useResolvedAccount(bankCode, accountNumber.trim());
  const unavailable = ngnPerUsd === null;
  const cost = errors.amount ? null : costLine(amount, ngnPerUsd);

  const submit = handleSubmit((values) => {
    const amountKobo = toMinorUnits(values.amount);
    if (!account.data || amountKobo === null) return;
    setFailure(null);
    request.mutate(
      {
        bankCode: values.bankCode,
        accountNumber: values.accountNumber,
        amount: fromMinorUnits(amountKobo),
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? 'Withdrawal request submitted successfully');
          resetField('amount');
        },
        onError: (error) => setFailure(error.message),
      },
    );
  });

  return (
    <Card title={TITLE} className="withdraw-card">
      {unavailable && (
        <Notice tone="warning" title="Withdrawals are unavailable">
          No exchange rate is set yet, so bank withdrawals cannot be converted. Please try again later.
        </Notice>
      )}
      <form className="withdraw-form" onSubmit={submit} noValidate aria-label="Bank withdrawal">
        <fieldset className="withdraw-form__fields" disabled={unavailable}>
          <legend className="ui-visually-hidden">Bank account and amount</legend>
          <SelectField
            label="Bank"
            options={[
              { value: '', label: 'Select bank' },
              ...options.banks.map((bank) => ({ value: bank.code, label: bank.name })),
            ]}
            error={errors.bankCode?.message}
            {...register('bankCode')}
          />
          <TextField
            label="Account Number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            placeholder="10 digits"
            error={errors.accountNumber?.message}
            {...register('accountNumber')}
          />
          <TextField
            label="Account Name"
            readOnly
            value={account.data?.accountName ?? ''}
            placeholder={account.isFetching ? 'Verifying account...' : 'Filled in from your bank'}
            hint={
              account.isFetching
                ? 'Verifying account...'
                : account.data
                  ? `Verified with ${account.data.bankName}`
                  : 'Shown once you choose a bank and enter the 10-digit account number.'
            }
            error={account.isError ? account.error.message : undefined}
          />
          <TextField
            label="Amount (NGN)"
            type="number"
            inputMode="decimal"
            min={Number(minNgn)}
            max={Number(maxNgn)}
            step="0.01"
            placeholder={`Minimum ${formatNaira(minNgn)}`}
            error={errors.amount?.message}
            {...register('amount')}
          />
          <p className="withdraw-form__cost" aria-live="polite">
            {cost}
          </p>
        </fieldset>
        {failure && <Notice tone="danger">{failure}</Notice>}
        <Button
          type="submit"
          block
          size="lg"
          loading={request.isPending}
          disabled={unavailable || !isValid || !account.data}
        >
          {request.isPending ? 'Processing...' : 'Withdraw'}
        </Button>
      </form>
      <ul className="withdraw-notes">
        <li>Minimum per transaction: {formatNaira(minNgn)}</li>
        <li>Maximum per transaction: {formatNaira(maxNgn)}</li>
        <li>
          {ngnPerUsd === null
            ? 'The exchange rate is not set yet.'
            : `Your balance is in dollars: the naira are converted at ${formatRate(ngnPerUsd)}/$1, rounded up to the cent.`}
        </li>
        <li>
          The dollars are held until the payout is made; a rejected or cancelled withdrawal returns them.
        </li>
      </ul>
    </Card>
  );
}
