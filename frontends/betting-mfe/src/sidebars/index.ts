// The dashboard's sidebars (spec 01), for every screen that shows them (the league page too).
export { WithSidebars } from './WithSidebars';
export { LeftSidebar } from './LeftSidebar';
export { RightSidebar } from './RightSidebar';
export { TopOffers } from './TopOffers';
export { SidebarNav } from './SidebarNav';
export { BetWithFriend } from './BetWithFriend';
export { RecentBets } from './RecentBets';
export { SupportChatCard } from './SupportChatCard';
export { BetSlip } from '../bet-slip/BetSlip';
