import { Button, Notice } from '@p2p/ui';
import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/**
 * One tab that fails to load or render keeps the others usable. Reload is the only retry: React.lazy
 * remembers a failed import, so rendering the tab again would fail the same way.
 */
export class TabErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Notice
        tone="danger"
        title="This tab could not be shown"
        action={
          <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        {this.state.error.message}
      </Notice>
    );
  }
}
