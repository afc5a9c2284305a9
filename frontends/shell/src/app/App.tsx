import { PlatformProviders } from '@p2p/web-session';
import { BrowserRouter, useRoutes } from '@p2p/router';
import { AppErrorBoundary } from './AppErrorBoundary';
import { usePrefetchOnIntent } from './prefetch-on-intent';
import { routes } from './router';

export function App() {
  return (
    <PlatformProviders>
      <BrowserRouter>
        <AppErrorBoundary>
          <AppRoutes />
        </AppErrorBoundary>
      </BrowserRouter>
    </PlatformProviders>
  );
}

function AppRoutes() {
  usePrefetchOnIntent();
  return useRoutes(routes);
}
