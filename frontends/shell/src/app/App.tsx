import { PlatformProviders } from '@p2p/web-session';
import { RouterProvider } from 'react-router';
import { router } from './router';

export function App() {
  return (
    <PlatformProviders>
      <RouterProvider router={router} />
    </PlatformProviders>
  );
}
