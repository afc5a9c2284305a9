import { Button, Card, QueryFailure, SelectField, Spinner, useToast } from '@p2p/ui';
import { useState, type FormEvent } from 'react';
import {
  REALITY_CHECK_INTERVALS,
  REALITY_CHECK_LOAD_FAILED,
  useRealityCheck,
  useSetRealityCheck,
  type RealityCheckInterval,
} from './reality-check-queries';

const OFF = 'off';
const OPTIONS = [
  { value: OFF, label: 'Off' },
  ...REALITY_CHECK_INTERVALS.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` })),
];

/** Player protection's reality-check card (issue 22): how often the reminder comes, or off. */
export function RealityCheckSettings() {
  const setting = useRealityCheck();
  return (
    <Card title="Reality check" aria-label="Reality check">
      <p className="text-muted form-intro">
        A reminder while you are signed in: how long you have been playing, what the bets settled since you
        signed in have won or lost, and a link to your limits. The time counts from when you signed in on this
        device; reloading the page does not start it over.
      </p>
      {setting.isPending ? (
        <p role="status">
          <Spinner size="sm" /> Loading your reality check…
        </p>
      ) : setting.isError ? (
        <QueryFailure query={setting} prefix={REALITY_CHECK_LOAD_FAILED} />
      ) : (
        <IntervalForm key={String(setting.data.intervalMinutes)} saved={setting.data.intervalMinutes} />
      )}
    </Card>
  );
}

function IntervalForm({ saved }: { saved: RealityCheckInterval | null }) {
  const toast = useToast();
  const save = useSetRealityCheck();
  const [choice, setChoice] = useState(saved === null ? OFF : String(saved));
  const [failure, setFailure] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    try {
      const { message } = await save.mutateAsync(
        choice === OFF ? null : (Number(choice) as RealityCheckInterval),
      );
      toast.success(message);
    } catch (error) {
      setFailure((error as Error).message);
    }
  };

  return (
    <form aria-label="Reality check reminder" onSubmit={(event) => void submit(event)} noValidate>
      <div className="stack">
        <SelectField
          label="Remind me every"
          options={OPTIONS}
          value={choice}
          error={failure}
          onChange={(event) => setChoice(event.target.value)}
        />
        <div className="form-actions">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}
