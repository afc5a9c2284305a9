import { useSearchParams } from '@p2p/router';
import { Money, PageHeader, Tabs } from '@p2p/ui';
import { useBalance } from '@p2p/web-session';
import { BankWithdrawForm } from './BankWithdrawForm';
import { TransferForm } from './TransferForm';
import { WithdrawalHistory } from './WithdrawalHistory';
import './withdraw.css';

type WithdrawTab = 'bank' | 'transfer';

const TABS = [
  { id: 'bank', label: 'Bank' },
  { id: 'transfer', label: 'Transfer to Friend' },
] as const;

/** /withdraw (spec 02): to a bank account in naira, or to a friend in dollars; the tab is in the URL. */
export function WithdrawScreen() {
  const [params, setParams] = useSearchParams();
  const tab: WithdrawTab = params.get('tab') === 'transfer' ? 'transfer' : 'bank';
  const { available } = useBalance();

  return (
    <div className="withdraw">
      <PageHeader
        title="Withdraw"
        subtitle="Withdraw to your bank account or transfer to a friend."
        actions={
          <p className="withdraw__balance">
            <span className="text-muted">Available balance</span>
            <Money value={available} className="withdraw__balance-amount" />
          </p>
        }
      />
      <Tabs
        tabs={TABS}
        value={tab}
        label="Withdrawal method"
        onChange={(id) => setParams(id === 'bank' ? {} : { tab: id }, { replace: true })}
      >
        {tab === 'bank' ? (
          <div className="withdraw__columns">
            <BankWithdrawForm />
            <WithdrawalHistory />
          </div>
        ) : (
          <div className="withdraw__columns">
            <TransferForm />
          </div>
        )}
      </Tabs>
    </div>
  );
}
