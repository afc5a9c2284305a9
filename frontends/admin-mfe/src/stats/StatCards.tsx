import type { AdminStats } from '@p2p/contracts/api';
import { Money } from '@p2p/contracts/money';
import type { ReactNode } from 'react';

const count = (value: number) => value.toLocaleString('en-US');

/** The figures of GET /api/admin/stats, one card each. */
export function StatCards({ stats }: { stats: AdminStats }) {
  return (
    <dl className="stat-cards">
      <Stat label="Users" value={count(stats.users.total)}>
        {count(stats.users.newToday)} new today · {count(stats.users.newLast7Days)} in 7 days
      </Stat>
      <Stat label="Active bettors" value={count(stats.users.activeBettors)} />
      <Stat label="Open offers" value={count(stats.offersOpen)} />
      <Stat label="Bets matched" value={count(stats.bets.matched)}>
        {count(stats.bets.settled)} settled
      </Stat>
      <Stat label="Volume staked" value={Money.display(stats.volumeStaked)} />
      <Stat label="Pending deposits" value={count(stats.pendingDeposits.count)}>
        {Money.display(stats.pendingDeposits.amount)} waiting for review
      </Stat>
      <Stat label="Pending withdrawals" value={count(stats.pendingWithdrawals.count)}>
        {Money.display(stats.pendingWithdrawals.amountUsd)} to pay out
      </Stat>
      <Stat label="Commission earned" value={Money.display(stats.commissionEarned)} />
    </dl>
  );
}

function Stat({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <div className="stat-card">
      <dt className="stat-card__label">{label}</dt>
      <dd className="stat-card__value">{value}</dd>
      {children && <dd className="stat-card__note">{children}</dd>}
    </div>
  );
}
