import { useMatchUpdates } from '../football/use-match-updates';
import { LiveBetting } from '../live/LiveBetting';
import { BettingActionsProvider } from '../shared/offers/BettingActionsProvider';

/** Route module of /live. */
export default function LiveBettingPage() {
  useMatchUpdates();
  return (
    <BettingActionsProvider>
      <LiveBetting />
    </BettingActionsProvider>
  );
}
