import { zodResolver } from '@hookform/resolvers/zod';
import type { DepositLimit } from '@p2p/contracts/api';
import { Money } from '@p2p/contracts/money';
import { Button, useToast } from '@p2p/ui';
import { FormField } from '@p2p/ui/form';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useSetDepositLimit } from './deposit-limit-queries';
import { PERIOD_LABEL, pendingText, usageText } from './limit-display';
import { limitSchema, type LimitForm, type LimitValues } from './limit-schema';

/** One period's limit: what is in force, used and waiting, and the field that changes it. */
export function DepositLimitForm({ limit }: { limit: DepositLimit }) {
  const toast = useToast();
  const save = useSetDepositLimit();
  const titleId = useId();
  const form = useForm<LimitForm, unknown, LimitValues>({
    resolver: zodResolver(limitSchema),
    defaultValues: { amount: '' },
  });
  const label = PERIOD_LABEL[limit.period];

  const send = async (amount: string | null) => {
    form.clearErrors();
    try {
      const { message } = await save.mutateAsync({ period: limit.period, amount });
      toast.success(message);
      form.reset({ amount: '' });
    } catch (error) {
      form.setError('amount', { message: (error as Error).message });
    }
  };
  const onSubmit = form.handleSubmit(({ amount }) => send(amount));

  const removing = save.isPending && save.variables.amount === null;
  // Asking again for a removal already waiting would only start its 24 hours over.
  const removable = limit.amount !== null && !(limit.pending && limit.pending.amount === null);

  return (
    <li className="deposit-limit">
      <FormProvider {...form}>
        <form aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)} noValidate>
          <div className="deposit-limit__head">
            <h3 id={titleId} className="deposit-limit__title">
              {label}
            </h3>
            <strong className="deposit-limit__amount">
              {limit.amount === null ? 'No limit' : Money.display(limit.amount)}
            </strong>
          </div>
          <p className="deposit-limit__usage">{usageText(limit)}</p>
          {limit.pending && <p className="deposit-limit__pending">{pendingText(limit.pending)}</p>}
          <div className="deposit-limit__change">
            <FormField
              name="amount"
              label={`${label} ($)`}
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 100.00"
            />
            <div className="deposit-limit__actions">
              <Button type="submit" loading={save.isPending && !removing} disabled={save.isPending}>
                Save
              </Button>
              {removable && (
                <Button
                  variant="secondary"
                  loading={removing}
                  disabled={save.isPending}
                  onClick={() => void send(null)}
                >
                  Remove limit
                </Button>
              )}
            </div>
          </div>
        </form>
      </FormProvider>
    </li>
  );
}
