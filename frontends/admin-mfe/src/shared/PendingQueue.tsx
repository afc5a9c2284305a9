import { Badge, Button, Card, EmptyState, QueryFailure, Spinner } from '@p2p/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StackedTable, type StackedColumn } from './StackedTable';

interface Props<T> {
  /** Plural, lower case: "deposits", "withdrawals". */
  noun: string;
  query: UseQueryResult<T[]>;
  columns: StackedColumn<T>[];
  rowKey: (row: T) => string;
  emptyText?: ReactNode;
}

/** A queue of money requests waiting for an admin: its count, a Refresh, and the table (cards on a phone). */
export function PendingQueue<T>({ noun, query, columns, rowKey, emptyText }: Props<T>) {
  const title = `Pending ${noun[0]?.toUpperCase()}${noun.slice(1)}`;
  return (
    <Card
      title={
        <>
          {title}{' '}
          {query.data && (
            <Badge tone={query.data.length > 0 ? 'warning' : 'neutral'}>{query.data.length} pending</Badge>
          )}
        </>
      }
      actions={
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void query.refetch()}
          loading={query.isFetching && !query.isPending}
        >
          Refresh
        </Button>
      }
    >
      {query.isPending ? (
        <Spinner label={`Loading pending ${noun}`} />
      ) : query.isError ? (
        <QueryFailure query={query} prefix={`Failed to load pending ${noun}`} />
      ) : (
        <StackedTable
          caption={`Pending ${noun}`}
          columns={columns}
          rows={query.data}
          rowKey={rowKey}
          empty={<EmptyState title={`No pending ${noun}`}>{emptyText}</EmptyState>}
        />
      )}
    </Card>
  );
}
