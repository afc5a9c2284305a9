import type { ReactNode } from 'react';
import { Button } from './Button';
import { Notice } from './Notice';

/** The part of a failed read (a react-query result) the notice needs. */
export interface FailedQuery {
  refetch: () => unknown;
  isFetching: boolean;
  error: Error | null;
}

export interface QueryFailureProps {
  /** Retry asks again and spins while it does. */
  query: FailedQuery;
  /** What failed, before the server's message ("Failed to load payment methods: ..."). */
  prefix?: string;
  children?: ReactNode;
}

/** A read that failed: the server's message (spec 01/02 error catalogues) and a Retry, never a blank card. */
export function QueryFailure({ query, prefix, children }: QueryFailureProps) {
  const message = query.error?.message ?? 'Unknown error';
  return (
    <Notice
      tone="danger"
      action={
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
          Retry
        </Button>
      }
    >
      {children ?? (prefix ? `${prefix}: ${message}` : message)}
    </Notice>
  );
}
