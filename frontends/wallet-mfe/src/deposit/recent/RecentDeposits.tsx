import { Link } from '@p2p/router';
import { Card, EmptyState, Money, QueryFailure } from '@p2p/ui';
import { formatDateTime } from '../deposit-display';
import { RECENT_LIMIT, useRecentDeposits } from '../deposit-queries';
import { DepositStatusBadge } from './DepositStatusBadge';
import './recent.css';

/** The last five deposits; each opens its details. */
export function RecentDeposits({ onOpen }: { onOpen: (id: string) => void }) {
  const recent = useRecentDeposits();
  return (
    <Card
      title="Recent Deposits"
      className="deposit-recent"
      actions={
        <Link to="/transactions?type=deposit" className="deposit-recent__all">
          View All
        </Link>
      }
    >
      {recent.isPending ? (
        <ul className="recent-deposits" role="status" aria-label="Loading recent deposits">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index} className="recent-deposit recent-deposit--skeleton" aria-hidden="true" />
          ))}
        </ul>
      ) : recent.isError ? (
        <QueryFailure query={recent} prefix="Failed to load recent deposits" />
      ) : recent.data.length === 0 ? (
        <EmptyState title="No deposits yet">Your deposits will show up here.</EmptyState>
      ) : (
        <ul className="recent-deposits">
          {recent.data.slice(0, RECENT_LIMIT).map((deposit) => (
            <li key={deposit.id}>
              <button
                type="button"
                className="recent-deposit"
                data-testid={`recent-deposit-${deposit.id}`}
                onClick={() => onOpen(deposit.id)}
              >
                <span className="recent-deposit__top">
                  <Money value={deposit.amount} className="recent-deposit__amount" />
                  <DepositStatusBadge status={deposit.status} />
                </span>
                <span className="recent-deposit__meta">
                  {deposit.paymentMethod.name} · {formatDateTime(deposit.createdAt)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
