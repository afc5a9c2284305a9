import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Notice, QueryFailure, Spinner, Table, TextField, useToast } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatDateTime, formatNaira, userLabel } from '../shared/format';
import { useUserNames } from '../shared/use-user-names';
import { exchangeRateSchema, type ExchangeRateForm } from './exchange-rate-schema';
import { useExchangeRate, useSetExchangeRate, type ExchangeRate } from './withdrawal-queries';

/**
 * Who the wallet records as the setter of a rate it set itself (the demo data's first rate): no user,
 * so there is nobody to look up.
 */
const SYSTEM_SETTER = 'system';

/** The naira-per-dollar rate new withdrawals convert at: current, who set it, its history, a new one. */
export function ExchangeRateCard() {
  const rate = useExchangeRate();
  const history = rate.data?.history ?? [];
  const names = useUserNames(
    history.flatMap((entry) => (entry.setBy === SYSTEM_SETTER ? [] : [entry.setBy])),
  );
  const { user } = useSession();
  const setter = (id: string | null, { inSentence = false } = {}) => {
    if (id === null) return '—';
    if (id === SYSTEM_SETTER) return inSentence ? 'the system' : 'System';
    if (id === user?.id) return inSentence ? 'you' : 'You';
    return userLabel({ id, username: names.get(id) });
  };

  return (
    <Card title="Exchange Rate">
      {rate.isPending ? (
        <Spinner label="Loading exchange rate" />
      ) : rate.isError ? (
        <QueryFailure query={rate} prefix="Failed to load exchange rate" />
      ) : (
        <div className="admin-stack">
          {rate.data.ngnPerUsd === null ? (
            <Notice tone="warning">No exchange rate is set: users cannot withdraw until one is.</Notice>
          ) : (
            <p className="admin-rate">
              <strong className="admin-rate__value">{formatNaira(rate.data.ngnPerUsd)}</strong> per $1
              <span className="text-muted">
                {' '}
                · set by {setter(rate.data.setBy, { inSentence: true })} on {formatDateTime(rate.data.setAt)}
              </span>
            </p>
          )}
          <SetRateForm />
          {history.length > 0 && (
            <Table<ExchangeRate>
              caption="Exchange rate history"
              columns={[
                { key: 'rate', header: 'Rate (₦ per $1)', render: (entry) => formatNaira(entry.ngnPerUsd) },
                { key: 'by', header: 'Set by', render: (entry) => setter(entry.setBy) },
                { key: 'at', header: 'When', render: (entry) => formatDateTime(entry.setAt) },
              ]}
              rows={history}
              rowKey={(entry) => `${entry.setAt}-${entry.ngnPerUsd}`}
            />
          )}
        </div>
      )}
    </Card>
  );
}

function SetRateForm() {
  const toast = useToast();
  const setRate = useSetExchangeRate();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ExchangeRateForm>({
    resolver: zodResolver(exchangeRateSchema),
    defaultValues: { ngnPerUsd: '' },
  });

  const submit = handleSubmit(async ({ ngnPerUsd }) => {
    setError(null);
    try {
      await setRate.mutateAsync(ngnPerUsd);
      toast.success('Exchange rate updated successfully');
      reset();
    } catch (failure) {
      setError(`Failed to update exchange rate: ${(failure as Error).message}`);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="admin-inline-form">
      <TextField
        label="New rate (₦ per $1)"
        inputMode="decimal"
        placeholder="1500.00"
        hint="Applies to withdrawals requested from now on."
        error={errors.ngnPerUsd?.message}
        {...register('ngnPerUsd')}
      />
      <Button type="submit" loading={isSubmitting}>
        Set Rate
      </Button>
      {error && <Notice tone="danger">{error}</Notice>}
    </form>
  );
}
