import { zodResolver } from '@hookform/resolvers/zod';
import { Money } from '@p2p/contracts/money';
import { Button, useToast } from '@p2p/ui';
import { FormField } from '@p2p/ui/form';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { pendingText, type LimitPending } from './limit-display';
import { limitSchema, type LimitForm as LimitFormFields, type LimitValues } from './limit-schema';

export interface LimitFormProps {
  /** "Daily limit": the row's heading, the form's name and its field's label. */
  label: string;
  limit: { amount: string | null; pending: LimitPending | null };
  /** What the limit counts so far, as `usageText` says it. */
  usage: string;
  /** Saves an amount ("50.00"; null removes the limit) and answers the service's message. */
  onSave: (amount: string | null) => Promise<string>;
}

/** One limit of any kind: what is in force, used and waiting, and the field that changes it. */
export function LimitForm({ label, limit, usage, onSave }: LimitFormProps) {
  const toast = useToast();
  const titleId = useId();
  const [saving, setSaving] = useState<'amount' | 'removal' | null>(null);
  const form = useForm<LimitFormFields, unknown, LimitValues>({
    resolver: zodResolver(limitSchema),
    defaultValues: { amount: '' },
  });

  const send = async (amount: string | null) => {
    form.clearErrors();
    setSaving(amount === null ? 'removal' : 'amount');
    try {
      toast.success(await onSave(amount));
      form.reset({ amount: '' });
    } catch (error) {
      form.setError('amount', { message: (error as Error).message });
    } finally {
      setSaving(null);
    }
  };
  const onSubmit = form.handleSubmit(({ amount }) => send(amount));

  // Asking again for a removal already waiting would only start its 24 hours over.
  const removable = limit.amount !== null && !(limit.pending && limit.pending.amount === null);

  return (
    <li className="limit">
      <FormProvider {...form}>
        <form aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)} noValidate>
          <div className="limit__head">
            <h3 id={titleId} className="limit__title">
              {label}
            </h3>
            <strong className="limit__amount">
              {limit.amount === null ? 'No limit' : Money.display(limit.amount)}
            </strong>
          </div>
          <p className="limit__usage">{usage}</p>
          {limit.pending && <p className="limit__pending">{pendingText(limit.pending)}</p>}
          <div className="limit__change">
            <FormField
              name="amount"
              label={`${label} ($)`}
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 100.00"
            />
            <div className="limit__actions">
              <Button type="submit" loading={saving === 'amount'} disabled={saving !== null}>
                Save
              </Button>
              {removable && (
                <Button
                  variant="secondary"
                  loading={saving === 'removal'}
                  disabled={saving !== null}
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
