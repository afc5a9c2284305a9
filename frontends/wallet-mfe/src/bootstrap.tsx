import '@p2p/ui/styles.css';
import { PlatformProviders } from '@p2p/web-session';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from '@p2p/router';
import DepositPage from './pages/DepositPage';
import WithdrawPage from './pages/WithdrawPage';
import TransactionsPage from './pages/TransactionsPage';
import SupportPage from './pages/SupportPage';

/**
 * The remote on its own, at /mfe/wallet/, for working on its screens without the shell. In the
 * composed app only the exposed modules load; this entry never runs.
 */
const routes: RouteObject[] = [
  { path: '/deposit', element: <DepositPage /> },
  { path: '/withdraw', element: <WithdrawPage /> },
  { path: '/transactions', element: <TransactionsPage /> },
  { path: '/support', element: <SupportPage /> },
];

function Screens() {
  return useRoutes(routes);
}

createRoot(document.getElementById('root')!).render(
  <PlatformProviders>
    <main style={{ maxWidth: 'var(--content-max)', margin: '0 auto', padding: 'var(--space-5)' }}>
      <BrowserRouter basename="/mfe/wallet">
        <Screens />
      </BrowserRouter>
    </main>
  </PlatformProviders>,
);
