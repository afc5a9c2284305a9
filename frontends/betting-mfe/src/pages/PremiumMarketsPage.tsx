import { useMatchUpdates } from '../football/use-match-updates';
import { PremiumMarkets } from '../markets/PremiumMarkets';
import { BettingActionsProvider } from '../shared/offers/BettingActionsProvider';

/** Route module of /premium-markets. */
export default function PremiumMarketsPage() {
  useMatchUpdates();
  return (
    <BettingActionsProvider>
      <PremiumMarkets />
    </BettingActionsProvider>
  );
}
