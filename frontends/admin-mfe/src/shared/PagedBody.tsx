import type { Page } from '@p2p/contracts/api';
import { EmptyState, QueryFailure, Spinner } from '@p2p/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pager } from './Pager';

interface Props<T> {
  query: UseQueryResult<Page<T>>;
  loadingLabel: string;
  /** What an empty page says (with filters or without). */
  empty: { title: string; text: ReactNode };
  pagerLabel: string;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}

/**
 * A page of a server list with its loading, failure and empty states. A failed refetch keeps the
 * page it had on screen, with the failure above it.
 */
export function PagedBody<T>({ query, loadingLabel, empty, pagerLabel, onPage, children }: Props<T>) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (!query.data) return <QueryFailure query={query} />;
  const page = query.data;
  return (
    <div aria-busy={query.isFetching}>
      {query.isError && <QueryFailure query={query} />}
      {page.items.length === 0 ? (
        <EmptyState title={empty.title}>{empty.text}</EmptyState>
      ) : (
        children(page.items)
      )}
      <div className="admin-footer">
        <p className="text-muted">{page.total} in total</p>
        <Pager label={pagerLabel} page={page.page} limit={page.limit} total={page.total} onChange={onPage} />
      </div>
    </div>
  );
}
