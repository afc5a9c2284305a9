import { Navigate, useSearchParams } from '@p2p/router';
import { PageHeader } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { BalanceCard } from './BalanceCard';
import { NeedHelpCard } from './NeedHelpCard';
import { DepositDetailModal } from './recent/DepositDetailModal';
import { RecentDeposits } from './recent/RecentDeposits';
import { useDepositUpdates } from './use-deposit-updates';
import { DepositWizard } from './wizard/DepositWizard';
import './deposit.css';

/** /deposit (spec 02): the wizard, the balance, the recent deposits and help; `?id=` opens one deposit. */
export function DepositScreen() {
  const { isAuthenticated } = useSession();
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');
  useDepositUpdates();

  if (!isAuthenticated) return <Navigate to="/login" replace />;
  return (
    <div className="deposit">
      <PageHeader
        title="Deposit Funds"
        subtitle="Add money to your balance by direct transfer, with a proof of payment."
      />
      <div className="deposit__layout">
        <div className="deposit__balance">
          <BalanceCard />
        </div>
        <div className="deposit__wizard">
          <DepositWizard />
        </div>
        <div className="deposit__recent">
          <RecentDeposits onOpen={(id) => setParams({ id })} />
        </div>
        <div className="deposit__help">
          <NeedHelpCard />
        </div>
      </div>
      <DepositDetailModal id={openId} onClose={() => setParams({})} />
    </div>
  );
}
