import { BettingActionsProvider } from '../shared/offers/BettingActionsProvider';
import { UserOffersScreen } from './user-offers/UserOffersScreen';

/** Route module of /user-offers/:username. */
export default function UserOffersPage() {
  return (
    <BettingActionsProvider>
      <UserOffersScreen />
    </BettingActionsProvider>
  );
}
