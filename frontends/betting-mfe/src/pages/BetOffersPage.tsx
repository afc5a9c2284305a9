import { BettingActionsProvider } from '../shared/offers/BettingActionsProvider';
import { BetOffersScreen } from './bet-offers/BetOffersScreen';

/** Route module of /bet-offers. */
export default function BetOffersPage() {
  return (
    <BettingActionsProvider>
      <BetOffersScreen />
    </BettingActionsProvider>
  );
}
