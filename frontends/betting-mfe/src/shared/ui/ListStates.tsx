import { Button, EmptyState, Notice } from '@p2p/ui';
import type { ReactNode } from 'react';
import './list-states.css';

/** Grey placeholder cards in the shape of the list that is loading. */
export function CardSkeletons({
  count = 6,
  height = 180,
  label = 'Loading',
}: {
  count?: number;
  height?: number;
  label?: string;
}) {
  return (
    <div className="list-skeletons" role="status" aria-live="polite">
      <span className="ui-visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="list-skeleton" style={{ minHeight: height }} aria-hidden="true">
          <span className="list-skeleton__line list-skeleton__line--wide" />
          <span className="list-skeleton__line" />
          <span className="list-skeleton__line list-skeleton__line--short" />
        </div>
      ))}
    </div>
  );
}

/** A list that failed to load, with Retry. */
export function ListError({
  title,
  message,
  onRetry,
  retrying,
}: {
  title?: ReactNode;
  message: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Notice
      tone="danger"
      title={title}
      action={
        <Button size="sm" variant="secondary" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    >
      {message}
    </Notice>
  );
}

export { EmptyState as ListEmpty };
