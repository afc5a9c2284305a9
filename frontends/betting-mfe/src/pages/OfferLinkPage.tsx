import { BettingActionsProvider } from '../shared/offers/BettingActionsProvider';
import { OfferLinkScreen } from './offer-link/OfferLinkScreen';

/** Route module of /offer-link/:token, for guests and bettors alike. */
export default function OfferLinkPage() {
  return (
    <BettingActionsProvider>
      <OfferLinkScreen />
    </BettingActionsProvider>
  );
}
