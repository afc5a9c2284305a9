import { BetWithFriend } from './BetWithFriend';
import { ChatPromo } from './ChatPromo';
import { RecentBets } from './RecentBets';
import './sidebars.css';

/** Spec 01 right sidebar: Bet with a Friend, the latest 5 bets, the Live Football Chat promo. */
export function RightSidebar() {
  return (
    <aside className="sidebar sidebar--right" aria-label="Friends and recent bets">
      <BetWithFriend />
      <RecentBets />
      <ChatPromo />
    </aside>
  );
}
