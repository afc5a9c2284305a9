import { LiveBettingHome } from '../dashboard/LiveBettingHome';
import { useMatchUpdates } from '../football/use-match-updates';
import { BettingActionsProvider } from '../shared/offers/BettingActionsProvider';
import { WithSidebars } from '../sidebars';

/**
 * Route module of / (spec 01 enhanced sports dashboard): the live betting home between the two
 * sidebars. The unverified-email banner is the shell's (it shows on every screen).
 */
export default function DashboardPage() {
  useMatchUpdates();
  return (
    <BettingActionsProvider>
      <WithSidebars>
        <LiveBettingHome />
      </WithSidebars>
    </BettingActionsProvider>
  );
}
