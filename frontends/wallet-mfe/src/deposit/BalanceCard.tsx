import { Link } from '@p2p/router';
import { Button, buttonClassName, Card, Money } from '@p2p/ui';
import { useBalance } from '@p2p/web-session';

/** The balance in dollars; the `balance` push keeps it current, Refresh asks the wallet again. */
export function BalanceCard() {
  const { available, isFetching, refetch } = useBalance();
  return (
    <Card title="Current Balance" className="deposit-balance">
      <p className="deposit-balance__amount" aria-live="polite">
        <Money value={available} />
      </p>
      <div className="deposit-balance__actions">
        <Button size="sm" variant="secondary" loading={isFetching} onClick={refetch}>
          Refresh
        </Button>
        <Link to="/transactions" className={buttonClassName({ size: 'sm', variant: 'secondary' })}>
          Transaction History
        </Link>
      </div>
    </Card>
  );
}
