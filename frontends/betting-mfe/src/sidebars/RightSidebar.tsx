import { BetWithFriend } from './BetWithFriend';
import { SupportChatCard } from './SupportChatCard';
import { RecentBets } from './RecentBets';
import './sidebars.css';

/** Spec 01 right sidebar: Bet with a Friend, the latest 5 bets, the support chat. */
export function RightSidebar() {
  return (
    <aside className="sidebar sidebar--right" aria-label="Friends and recent bets">
      <BetWithFriend />
      <RecentBets />
      <SupportChatCard />
    </aside>
  );
}
