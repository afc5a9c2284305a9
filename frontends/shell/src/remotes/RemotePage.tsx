import { Button, Card, Spinner } from '@p2p/ui';
import { Component, lazy, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { loadRemotePage, remoteOf, type RemoteModuleId } from './remote-modules';
import { registerRemotes, type RemoteName } from './remotes';

const REMOTE_TITLES: Record<RemoteName, string> = { betting: 'Betting', wallet: 'Wallet', admin: 'Admin' };

/**
 * A route whose screen lives in a remote. The remote loads when the route is first shown; if it
 * cannot load (or throws while rendering), an error panel with Retry takes its place inside the
 * chrome and the rest of the app keeps working.
 */
export function RemotePage({ module }: { module: RemoteModuleId }) {
  return <RemoteSlot key={module} module={module} />;
}

function RemoteSlot({ module }: { module: RemoteModuleId }) {
  // A new lazy component per attempt, kept in state so a re-render keeps the page: React caches a
  // rejected lazy forever.
  const [{ Page, attempt }, setLoad] = useState(() => ({ Page: lazyPage(module), attempt: 0 }));
  const retry = () => {
    registerRemotes([remoteOf(module)], true);
    setLoad((previous) => ({ Page: lazyPage(module), attempt: previous.attempt + 1 }));
  };
  return (
    <RemoteBoundary key={attempt} remote={remoteOf(module)} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}

const lazyPage = (module: RemoteModuleId) => lazy(() => loadRemotePage(module));

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
