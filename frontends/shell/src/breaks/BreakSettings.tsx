import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Modal, Notice, QueryFailure, Spinner, useToast } from '@p2p/ui';
import { FormField } from '@p2p/ui/form';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { limitTime } from '../limits/limit-display';
import { BREAK_LOAD_FAILED, useBreakInForce, useTakeBreak, type BreakInForce } from './break-queries';
import {
  breakSchema,
  durationLabel,
  KIND_OPTIONS,
  SELF_EXCLUSION_OPTIONS,
  TIME_OUT_OPTIONS,
  type BreakForm,
} from './break-schema';

/**
 * Time-out and self-exclusion (issue 22): a break from betting the user takes and nobody can end
 * early. Auth records it; betting and the wallet refuse stakes and deposits until it ends.
 */
export function BreakSettings() {
  const current = useBreakInForce();
  return (
    <Card title="Take a break" aria-label="Take a break">
      <p className="text-muted form-intro">
        Step away from betting for a while. During a break you cannot make or take offers or deposit; your
        open offers are cancelled and their stakes come back to your balance. Bets already matched settle as
        usual, and you can still sign in and withdraw. A break cannot be ended early, by you or by us; you can
        only make it longer.
      </p>
      {current.isPending ? (
        <p role="status">
          <Spinner size="sm" /> Loading your break…
        </p>
      ) : current.isError ? (
        <QueryFailure query={current} prefix={BREAK_LOAD_FAILED} />
      ) : (
        <div className="stack">
          {current.data && <BreakNotice taken={current.data} />}
          {current.data?.endsAt !== null && <TakeBreakForm longer={current.data !== null} />}
        </div>
      )}
    </Card>
  );
}

function BreakNotice({ taken }: { taken: BreakInForce }) {
  const until = taken.endsAt ? `until ${limitTime(taken.endsAt)}` : 'permanently';
  return (
    <Notice
      tone="warning"
      title={taken.kind === 'time-out' ? 'Time-out in force' : 'Self-exclusion in force'}
    >
      {taken.kind === 'time-out'
        ? `You are on a time-out ${until}.`
        : `You have excluded yourself from betting ${until}.`}{' '}
      No offers, takes or deposits until then; withdrawals stay open.
    </Notice>
  );
}

function TakeBreakForm({ longer }: { longer: boolean }) {
  const toast = useToast();
  const take = useTakeBreak();
  const [confirming, setConfirming] = useState<BreakForm | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BreakForm>({
    resolver: zodResolver(breakSchema),
    defaultValues: { kind: 'time-out', duration: '24h', password: '' },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const options = kind === 'time-out' ? TIME_OUT_OPTIONS : SELF_EXCLUSION_OPTIONS;

  const confirm = async () => {
    if (!confirming) return;
    setFailure(null);
    try {
      const { message } = await take.mutateAsync({
        kind: confirming.kind,
        duration: confirming.duration,
        ...(confirming.kind === 'self-exclusion' ? { password: confirming.password } : {}),
      });
      toast.success(message);
      form.reset({ kind: 'time-out', duration: '24h', password: '' });
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setConfirming(null);
    }
  };

  return (
    <FormProvider {...form}>
      <form
        aria-label="Break from betting"
        onSubmit={form.handleSubmit(setConfirming)}
        noValidate
        className="stack"
      >
        {longer && <h3 className="limit__title">Make your break longer</h3>}
        {failure && (
          <Notice tone="danger" className="form-notice">
            {failure}
          </Notice>
        )}
        <FormField
          kind="select"
          name="kind"
          label="Kind of break"
          options={KIND_OPTIONS}
          rules={{
            // Each kind has its own durations: start the new one at its shortest.
            onChange: (event: { target: { value: string } }) =>
              form.setValue('duration', event.target.value === 'time-out' ? '24h' : '6m'),
          }}
        />
        <FormField kind="select" name="duration" label="How long" options={options} />
        {kind === 'self-exclusion' && (
          <FormField
            kind="password"
            name="password"
            label="Current password"
            autoComplete="current-password"
          />
        )}
        <div className="form-actions">
          <Button type="submit" variant="danger">
            {kind === 'time-out' ? 'Take a time-out' : 'Exclude myself'}
          </Button>
        </div>
      </form>
      <Modal
        open={confirming !== null}
        title={confirming?.kind === 'self-exclusion' ? 'Exclude yourself from betting?' : 'Take a time-out?'}
        tone="warning"
        size="sm"
        onClose={() => setConfirming(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button variant="danger" loading={take.isPending} onClick={() => void confirm()} data-autofocus>
              {confirming?.kind === 'self-exclusion' ? 'Exclude me' : 'Start my time-out'}
            </Button>
          </>
        }
      >
        {confirming && (
          <p>
            {confirming.duration === 'permanent'
              ? 'You will not be able to bet or deposit again on this account. '
              : `For ${durationLabel(confirming.duration).toLowerCase()} you will not be able to bet or deposit. `}
            Your open offers will be cancelled. This cannot be undone or ended early.
          </p>
        )}
      </Modal>
    </FormProvider>
  );
}
