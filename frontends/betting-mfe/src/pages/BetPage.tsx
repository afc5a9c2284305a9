import { BettingActionsProvider } from '../shared/offers/BettingActionsProvider';
import { BetScreen } from './bet/BetScreen';

/** Route module of /bets/:betId, for either side of the bet. */
export default function BetPage() {
  return (
    <BettingActionsProvider>
      <BetScreen />
    </BettingActionsProvider>
  );
}
