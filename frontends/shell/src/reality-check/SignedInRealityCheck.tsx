import { Money } from '@p2p/contracts/money';
import { Link, useNavigate } from '@p2p/router';
import { Button, Modal, QueryFailure, Spinner } from '@p2p/ui';
import { useEffect, useState } from 'react';
import { NET_RESULT_LOAD_FAILED, useNetResult, useRealityCheck } from './reality-check-queries';
import { netResultSince, nextReminderAt, timePlayed } from './reality-check-schedule';

/**
 * The longest a waiting reminder goes without looking at the clock. Timers in a background tab are
 * throttled and stop while the computer sleeps; the due time comes from the clock, so a late look
 * still finds it, at most this late (and at once when the tab is shown again).
 */
const RECHECK_MS = 60_000;

const LIMITS_PATH = '/settings?tab=protection';

/** The reality check of a signed-in user: loaded on demand by `RealityCheck`. */
export default function SignedInRealityCheck() {
  const setting = useRealityCheck();
  // Off, not read yet, or not readable: no reminder. The settings card shows a failed read.
  if (!setting.data?.intervalMinutes) return null;
  const { sessionStartedAt, intervalMinutes } = setting.data;
  // A new interval or session starts the reminder's state over.
  return (
    <Reminder
      key={`${sessionStartedAt}/${intervalMinutes}`}
      sessionStartedAt={sessionStartedAt}
      intervalMinutes={intervalMinutes}
    />
  );
}

function Reminder({
  sessionStartedAt,
  intervalMinutes,
}: {
  sessionStartedAt: string;
  intervalMinutes: number;
}) {
  // Reminders due up to here were shown, or fell before this page (or this interval) was there.
  const [seenUntil, setSeenUntil] = useState(() => Date.now());
  const [shownAt, setShownAt] = useState<number | null>(null);
  const dueAt = nextReminderAt(Date.parse(sessionStartedAt), intervalMinutes, seenUntil);

  useEffect(() => {
    if (shownAt !== null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      clearTimeout(timer);
      const now = Date.now();
      if (now >= dueAt) setShownAt(now);
      else timer = setTimeout(look, Math.min(dueAt - now, RECHECK_MS));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') look();
    };
    timer = setTimeout(look, Math.min(dueAt - Date.now(), RECHECK_MS));
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [dueAt, shownAt]);

  if (shownAt === null) return null;
  return (
    <RealityCheckDialog
      sessionStartedAt={sessionStartedAt}
      shownAt={shownAt}
      onContinue={() => {
        // Until the next one after now: any that fell due while the dialog was open are not stacked up.
        setSeenUntil(Date.now());
        setShownAt(null);
      }}
    />
  );
}

function RealityCheckDialog({
  sessionStartedAt,
  shownAt,
  onContinue,
}: {
  sessionStartedAt: string;
  shownAt: number;
  onContinue: () => void;
}) {
  const navigate = useNavigate();
  const { since, wholeSession } = netResultSince(sessionStartedAt, shownAt);
  const result = useNetResult(since, shownAt);
  const counted = wholeSession
    ? 'Net result of bets settled since you signed in'
    : 'Net result of bets settled in the last 30 days';

  return (
    <Modal
      open
      title="Reality check"
      size="sm"
      // Acknowledged on purpose, not by a stray click beside it.
      closeOnBackdrop={false}
      onClose={onContinue}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              onContinue();
              void navigate('/logout');
            }}
          >
            Log out
          </Button>
          <Button onClick={onContinue} data-autofocus>
            Continue
          </Button>
        </>
      }
    >
      <div className="stack">
        <p>You have been signed in for {timePlayed(shownAt - Date.parse(sessionStartedAt))}.</p>
        {result.isPending ? (
          <p role="status">
            <Spinner size="sm" /> Loading your net result…
          </p>
        ) : result.isError ? (
          <QueryFailure query={result} prefix={NET_RESULT_LOAD_FAILED} />
        ) : (
          <p>
            {`${counted}: ${Money.display(result.data.net, { signed: true })} (${betCount(result.data.settled)})`}
          </p>
        )}
        <p>
          <Link to={LIMITS_PATH} onClick={onContinue}>
            Review your limits
          </Link>
        </p>
      </div>
    </Modal>
  );
}

const betCount = (settled: number) => (settled === 1 ? '1 bet' : `${settled} bets`);
