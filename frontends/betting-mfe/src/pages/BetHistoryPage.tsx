import { BettingActionsProvider } from '../shared/offers/BettingActionsProvider';
import { BetHistoryScreen } from './bet-history/BetHistoryScreen';

/** Route module of /bethistory. */
export default function BetHistoryPage() {
  return (
    <BettingActionsProvider>
      <BetHistoryScreen />
    </BettingActionsProvider>
  );
}
