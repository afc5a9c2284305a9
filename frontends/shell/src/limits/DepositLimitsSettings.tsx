import { LIMITS_LOAD_FAILED, useDepositLimits, useSetDepositLimit } from './deposit-limit-queries';
import { PERIOD_LABEL, usageText } from './limit-display';
import { LimitForm } from './LimitForm';
import { LimitsCard } from './LimitsCard';

/**
 * The user's own deposit limits per day, week and month (issue 22). The rules are the wallet's; the
 * screen says them, so a raise that waits 24 hours is expected rather than a surprise.
 */
export function DepositLimitsSettings() {
  const limits = useDepositLimits();
  const save = useSetDepositLimit();
  return (
    <LimitsCard
      title="Deposit limits"
      noun="deposit limits"
      failure={LIMITS_LOAD_FAILED}
      query={limits}
      intro={
        <>
          Cap what you can deposit in a day, a week and a month; deposits awaiting approval count too. A lower
          limit, or a first one, applies at once. Raising or removing a limit applies 24 hours later. Days,
          weeks (from Monday) and months are counted in UTC; the times below are yours.
        </>
      }
    >
      {(rows) =>
        rows.map((limit) => (
          <LimitForm
            key={limit.period}
            label={PERIOD_LABEL[limit.period]}
            limit={limit}
            usage={usageText(limit)}
            onSave={async (amount) => (await save.mutateAsync({ period: limit.period, amount })).message}
          />
        ))
      }
    </LimitsCard>
  );
}
