import '@p2p/ui/styles.css';
import { PlatformProviders } from '@p2p/web-session';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from '@p2p/router';
import AdminDashboardPage from './pages/AdminDashboardPage';

/**
 * The remote on its own, at /mfe/admin/, for working on its screens without the shell. In the
 * composed app only the exposed modules load; this entry never runs.
 */
function Screens() {
  return useRoutes([{ path: '/admin', element: <AdminDashboardPage /> }]);
}

createRoot(document.getElementById('root')!).render(
  <PlatformProviders>
    <main style={{ maxWidth: 'var(--content-max)', margin: '0 auto', padding: 'var(--space-5)' }}>
      <BrowserRouter basename="/mfe/admin">
        <Screens />
      </BrowserRouter>
    </main>
  </PlatformProviders>,
);
