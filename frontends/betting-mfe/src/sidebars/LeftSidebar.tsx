import { BetSlip } from '../bet-slip/BetSlip';
import { SidebarNav } from './SidebarNav';
import { TopOffers } from './TopOffers';
import './sidebars.css';

/** Spec 01 left sidebar: Top Offers, the bet slip and the navigation entries (Admin Panel for admins). */
export function LeftSidebar() {
  return (
    <aside className="sidebar sidebar--left" aria-label="Leagues and bet slip">
      <TopOffers />
      <BetSlip />
      <SidebarNav />
    </aside>
  );
}
