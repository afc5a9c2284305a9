import { Card, QueryFailure, Spinner } from '@p2p/ui';
import { DepositLimitForm } from './DepositLimitForm';
import { LIMITS_LOAD_FAILED, useDepositLimits } from './deposit-limit-queries';
import './deposit-limits.css';

const TITLE = 'Deposit limits';

/**
 * The user's own deposit limits per day, week and month (issue 22). The rules are the wallet's; the
 * screen says them, so a raise that waits 24 hours is expected rather than a surprise.
 */
export function DepositLimitsSettings() {
  const limits = useDepositLimits();
  return (
    <Card title={TITLE} aria-label={TITLE}>
      <p className="text-muted form-intro">
        Cap what you can deposit in a day, a week and a month; deposits awaiting approval count too. A lower
        limit, or a first one, applies at once. Raising or removing a limit applies 24 hours later. Days,
        weeks (from Monday) and months are counted in UTC; the times below are yours.
      </p>
      {limits.isPending ? (
        <p className="deposit-limits__status" role="status">
          <Spinner size="sm" /> Loading your deposit limits…
        </p>
      ) : limits.isError ? (
        <QueryFailure query={limits} prefix={LIMITS_LOAD_FAILED} />
      ) : (
        <ul className="deposit-limits">
          {limits.data.map((limit) => (
            <DepositLimitForm key={limit.period} limit={limit} />
          ))}
        </ul>
      )}
    </Card>
  );
}
