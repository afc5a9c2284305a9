import type { BettingLimit, BettingLimitKind, DepositLimit, DepositLimitPeriod } from '@p2p/contracts/api';
import { Money } from '@p2p/contracts/money';

/** A raise or removal waiting out its 24 hours (a lower limit never waits), as every service answers it. */
export type LimitPending = NonNullable<DepositLimit['pending']>;

export const PERIOD_LABEL: Readonly<Record<DepositLimitPeriod, string>> = {
  day: 'Daily limit',
  week: 'Weekly limit',
  month: 'Monthly limit',
};

export const BETTING_LIMIT_LABEL: Readonly<Record<BettingLimitKind, string>> = {
  'stake-offer': 'Limit per offer',
  'stake-day': 'Daily stake limit',
  'loss-week': 'Weekly loss limit',
  'loss-month': 'Monthly loss limit',
};

/** The current window, as "Used today". */
const WINDOW: Readonly<Record<DepositLimitPeriod, string>> = {
  day: 'today',
  week: 'this week',
  month: 'this month',
};

// The server counts windows in UTC; the user reads when they end in their own time.
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A moment of the limits' rules (a window's reset, a change applying) in the browser's time zone. */
export function limitTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isFinite(at) ? DATE_TIME.format(at) : '';
}

/** "Used today: $40.00 of $100.00 · resets Nov 28, 2026, 1:00 AM": `what` is "Used today". */
function windowUsage(what: string, amount: string | null, used: string, resetsAt: string): string {
  const of = amount === null ? '' : ` of ${Money.display(amount)}`;
  return `${what}: ${Money.display(used)}${of} · resets ${limitTime(resetsAt)}`;
}

/** A deposit limit's window: "Used today: $40.00 of $100.00 · resets …". */
export function usageText({ period, amount, used, resetsAt }: DepositLimit): string {
  return windowUsage(`Used ${WINDOW[period]}`, amount, used, resetsAt);
}

/** A stake or loss limit's window: "Staked today: …", "Net loss this week: …"; the limit per offer has none. */
export function bettingUsageText({ kind, amount, used, resetsAt }: BettingLimit): string {
  if (kind === 'stake-offer' || used === null || resetsAt === null)
    return 'Counts each offer you make or take on its own';
  const what =
    kind === 'stake-day' ? 'Staked today' : `Net loss ${WINDOW[kind === 'loss-week' ? 'week' : 'month']}`;
  return windowUsage(what, amount, used, resetsAt);
}

export function pendingText(pending: LimitPending): string {
  const when = limitTime(pending.effectiveAt);
  return pending.amount === null
    ? `Removed on ${when}`
    : `Rises to ${Money.display(pending.amount)} on ${when}`;
}
