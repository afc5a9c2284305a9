import '@p2p/ui/styles.css';
import { GuardedActionsProvider, PlatformProviders } from '@p2p/web-session';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Outlet, useRoutes, type RouteObject } from '@p2p/router';
import DashboardPage from './pages/DashboardPage';
import BetOffersPage from './pages/BetOffersPage';
import PremiumMarketsPage from './pages/PremiumMarketsPage';
import BetHistoryPage from './pages/BetHistoryPage';
import LiveBettingPage from './pages/LiveBettingPage';
import UserOffersPage from './pages/UserOffersPage';
import LeagueOffersPage from './pages/LeagueOffersPage';
import BetPage from './pages/BetPage';

/**
 * The remote on its own, at /mfe/betting/, for working on its screens without the shell. In the
 * composed app only the exposed modules load; this entry never runs.
 */
const routes: RouteObject[] = [
  // The shell's layout gives every screen the Login Required and Insufficient Balance dialogs; so does this one.
  {
    element: (
      <GuardedActionsProvider>
        <Outlet />
      </GuardedActionsProvider>
    ),
    children: [
      { path: '/', element: <DashboardPage /> },
      { path: '/bet-offers', element: <BetOffersPage /> },
      { path: '/premium-markets', element: <PremiumMarketsPage /> },
      { path: '/bethistory', element: <BetHistoryPage /> },
      { path: '/bets/:betId', element: <BetPage /> },
      { path: '/live', element: <LiveBettingPage /> },
      { path: '/user-offers/:username', element: <UserOffersPage /> },
      { path: '/league/:leagueId', element: <LeagueOffersPage /> },
    ],
  },
];

function Screens() {
  return useRoutes(routes);
}

createRoot(document.getElementById('root')!).render(
  <PlatformProviders>
    <main style={{ maxWidth: 'var(--content-max)', margin: '0 auto', padding: 'var(--space-5)' }}>
      <BrowserRouter basename="/mfe/betting">
        <Screens />
      </BrowserRouter>
    </main>
  </PlatformProviders>,
);
