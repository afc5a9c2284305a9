import { BettingActionsProvider } from '../shared/offers/BettingActionsProvider';
import { WithSidebars } from '../sidebars';
import { LeagueOffersScreen } from './league-offers/LeagueOffersScreen';

/**
 * Route module of /league/:leagueId (named route league-offers), between the left and right sidebars
 * of spec 02; picking a league in Top Offers opens its page here.
 */
export default function LeagueOffersPage() {
  return (
    <BettingActionsProvider>
      <WithSidebars>
        <LeagueOffersScreen />
      </WithSidebars>
    </BettingActionsProvider>
  );
}
