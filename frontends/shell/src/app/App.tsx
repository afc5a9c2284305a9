import { PlatformProviders } from '@p2p/web-session';
import { RouterProvider } from '@p2p/router';
import { router } from './router';

export function App() {
  return (
    <PlatformProviders>
      <RouterProvider router={router} />
    </PlatformProviders>
  );
}
