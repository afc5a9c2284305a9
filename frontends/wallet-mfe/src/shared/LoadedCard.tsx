import { Card, QueryFailure, Spinner } from '@p2p/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface Props<T> {
  title: string;
  /** What the content needs first (the wallet's limits and rates). */
  query: UseQueryResult<T>;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}

/** A card whose content waits for a read: a spinner while it loads, its failure with Retry. */
export function LoadedCard<T>({ title, query, loadingLabel, children }: Props<T>) {
  if (query.isPending)
    return (
      <Card title={title}>
        <Spinner label={loadingLabel} />
      </Card>
    );
  if (query.isError)
    return (
      <Card title={title}>
        <QueryFailure query={query} />
      </Card>
    );
  return children(query.data);
}
