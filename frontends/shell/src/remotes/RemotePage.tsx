import { Button, Card, Spinner } from '@p2p/ui';
import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import {
  loadedRemotePage,
  loadRemotePage,
  remoteOf,
  type PageModule,
  type RemoteModuleId,
} from './remote-modules';
import { registerRemotes, type RemoteName } from './remotes';

const REMOTE_TITLES: Record<RemoteName, string> = { betting: 'Betting', wallet: 'Wallet', admin: 'Admin' };

/** How a route gets its remote's screens: the federation runtime's, replaced in tests. */
export interface RemoteScreens {
  load(id: RemoteModuleId): Promise<PageModule>;
  loaded(id: RemoteModuleId): PageModule | undefined;
  /** Drops what the runtime knows of the remote (a failed manifest or entry), so a retry fetches it again. */
  forget(remote: RemoteName): void;
}

const FEDERATED_SCREENS: RemoteScreens = {
  load: loadRemotePage,
  loaded: loadedRemotePage,
  forget: (remote) => registerRemotes([remote], true),
};

/**
 * A route whose screen lives in a remote. The remote loads when the route is first shown; if it
 * cannot load (or throws while rendering), an error panel with Retry takes its place inside the
 * chrome and the rest of the app keeps working.
 */
export function RemotePage({
  module,
  screens = FEDERATED_SCREENS,
}: {
  module: RemoteModuleId;
  screens?: RemoteScreens;
}) {
  return <RemoteSlot key={module} module={module} screens={screens} />;
}

function RemoteSlot({ module, screens }: { module: RemoteModuleId; screens: RemoteScreens }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    screens.forget(remoteOf(module));
    setAttempt((previous) => previous + 1);
  };
  return (
    <RemoteBoundary key={attempt} remote={remoteOf(module)} onRetry={retry}>
      <RemoteScreen module={module} screens={screens} />
    </RemoteBoundary>
  );
}

/**
 * Loads the screen through state, not `lazy` and Suspense: React holds back what resolves a Suspense
 * boundary until 300 ms after its fallback appeared, which made every remote screen wait for that
 * floor, on the first page and on each navigation. A screen this page already loaded renders at once.
 * A load that fails is thrown from a state update, so the boundary around shows its Retry.
 */
function RemoteScreen({ module, screens }: { module: RemoteModuleId; screens: RemoteScreens }) {
  const [page, setPage] = useState(() => screens.loaded(module));
  const [, fail] = useState<never>();
  useEffect(() => {
    if (page) return;
    let current = true;
    screens.load(module).then(
      (loaded) => current && setPage(loaded),
      (error: unknown) =>
        current &&
        fail(() => {
          throw error;
        }),
    );
    return () => {
      current = false;
    };
  }, [module, page, screens]);
  if (!page) return <PageLoading />;
  const Page = page.default;
  return <Page />;
}

export function PageLoading() {
  return (
    <div className="page-loading">
      <Spinner size="lg" label="Loading" />
    </div>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.remote} remote failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Card className="remote-error" role="alert" aria-live="assertive">
        <h1 className="remote-error__title">{REMOTE_TITLES[this.props.remote]} is unavailable right now</h1>
        <p className="text-muted">
          This part of P2P Bet could not be loaded. Check your connection and try again; the rest of the site
          keeps working.
        </p>
        <Button onClick={this.props.onRetry}>Retry</Button>
      </Card>
    );
  }
}
