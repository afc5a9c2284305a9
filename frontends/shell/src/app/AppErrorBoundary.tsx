import { Button, Card } from '@p2p/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * The last line for a render error no inner boundary caught (the remotes have their own, with
 * Retry): a message and a way back instead of a blank page.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Card className="remote-error" role="alert" aria-live="assertive">
        <h1 className="remote-error__title">Something went wrong</h1>
        <p className="text-muted">This page could not be shown. Reload it to try again.</p>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Card>
    );
  }
}
