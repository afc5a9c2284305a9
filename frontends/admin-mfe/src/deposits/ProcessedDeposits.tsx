import { Badge, Card, EmptyState, Money, QueryFailure, Spinner } from '@p2p/ui';
import { useState } from 'react';
import { formatDateTime, userLabel } from '../shared/format';
import { Pager } from '../shared/Pager';
import { StackedTable, type StackedColumn } from '../shared/StackedTable';
import { useUserNames } from '../shared/use-user-names';
import { PROCESSED_PAGE_SIZE, useProcessedDeposits } from './deposit-queries';
import { fromAuditEntry, type ProcessedDeposit } from './processed-deposit';

const OUTCOME: Record<string, { label: string; tone: 'success' | 'danger' | 'neutral' }> = {
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

/**
 * Deposits already decided, newest first. `decidedHere` are this page's own decisions, shown at once:
 * the audit log they are read from is written from the wallet's events a moment later.
 */
export function ProcessedDeposits({ decidedHere }: { decidedHere: ProcessedDeposit[] }) {
  const [page, setPage] = useState(1);
  const processed = useProcessedDeposits(page);
  const logged = (processed.data?.items ?? []).map(fromAuditEntry);
  const inLog = new Set(logged.map((deposit) => deposit.id));
  const rows = [...(page === 1 ? decidedHere.filter((deposit) => !inLog.has(deposit.id)) : []), ...logged];
  const names = useUserNames(rows.flatMap((row) => (row.userId && !row.username ? [row.userId] : [])));

  const columns: StackedColumn<ProcessedDeposit>[] = [
    {
      key: 'user',
      header: 'User',
      render: (row) =>
        row.userId ? userLabel({ id: row.userId, username: row.username ?? names.get(row.userId) }) : '—',
    },
    { key: 'amount', header: 'Amount', align: 'end', render: (row) => <Money value={row.amount} /> },
    {
      key: 'outcome',
      header: 'Outcome',
      render: (row) => {
        const outcome = OUTCOME[row.status] ?? { label: row.status, tone: 'neutral' };
        return <Badge tone={outcome.tone}>{outcome.label}</Badge>;
      },
    },
    { key: 'date', header: 'Processed', render: (row) => formatDateTime(row.processedAt) },
    { key: 'by', header: 'By', render: (row) => row.processedBy ?? '—' },
    {
      key: 'notes',
      header: 'Admin Notes',
      render: (row) => row.adminNotes ?? <span className="text-muted">No notes</span>,
    },
  ];

  return (
    <Card title="Processed Deposits">
      {processed.isPending ? (
        <Spinner label="Loading processed deposits" />
      ) : processed.isError ? (
        <QueryFailure query={processed} prefix="Failed to load processed deposits" />
      ) : (
        <>
          <StackedTable
            caption="Processed deposits"
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            empty={<EmptyState title="No processed deposits yet" />}
          />
          <Pager
            label="Processed deposits pages"
            page={page}
            limit={PROCESSED_PAGE_SIZE}
            total={processed.data.total}
            onChange={setPage}
          />
        </>
      )}
    </Card>
  );
}
