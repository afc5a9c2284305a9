import type { DepositLimit, DepositLimitPeriod } from '@p2p/contracts/api';
import { Money } from '@p2p/contracts/money';

export const PERIOD_LABEL: Readonly<Record<DepositLimitPeriod, string>> = {
  day: 'Daily limit',
  week: 'Weekly limit',
  month: 'Monthly limit',
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

/** "Used today: $40.00 of $100.00 · resets Nov 28, 2026, 1:00 AM". */
export function usageText({ period, amount, used, resetsAt }: DepositLimit): string {
  const of = amount === null ? '' : ` of ${Money.display(amount)}`;
  return `Used ${WINDOW[period]}: ${Money.display(used)}${of} · resets ${limitTime(resetsAt)}`;
}

/** A raise or removal waiting out its 24 hours (a lower limit never waits). */
export function pendingText(pending: NonNullable<DepositLimit['pending']>): string {
  const when = limitTime(pending.effectiveAt);
  return pending.amount === null
    ? `Removed on ${when}`
    : `Rises to ${Money.display(pending.amount)} on ${when}`;
}
