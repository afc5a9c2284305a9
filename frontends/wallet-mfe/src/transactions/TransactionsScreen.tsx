import { Link, useSearchParams } from '@p2p/router';
import {
  Button,
  buttonClassName,
  Card,
  EmptyState,
  Icon,
  PageHeader,
  QueryFailure,
  Spinner,
  useToast,
} from '@p2p/ui';
import { useState } from 'react';
import {
  hasFilters,
  NO_FILTERS,
  PAGE_SIZE,
  readFilters,
  withChange,
  writeFilters,
  type TransactionFilters,
} from './transaction-filters';
import { TransactionFilterBar } from './TransactionFilterBar';
import { TransactionPagination } from './TransactionPagination';
import { downloadTransactionsCsv, useTransactions } from './transactions-queries';
import { TransactionsTable } from './TransactionsTable';
import './transactions.css';

/**
 * /transactions (spec 02), on the wallet's statement instead of the specification's sample rows.
 * The filters and the page live in the URL: a link opens them, Back and Forward restore them.
 */
export function TransactionsScreen() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const transactions = useTransactions(filters);
  const show = (next: TransactionFilters) => setParams(writeFilters(next));

  const page = transactions.data;
  const totalPages = page ? Math.ceil(page.total / (page.limit || PAGE_SIZE)) : 0;
  const filtered = hasFilters(filters);
  const failure = transactions.isError ? <QueryFailure query={transactions} /> : null;

  return (
    <div className="transactions">
      <PageHeader
        title="Transactions"
        subtitle="Every movement of your balance."
        actions={<ExportButton filters={filters} />}
      />
      <Card className="transactions__filters">
        <TransactionFilterBar filters={filters} onChange={(change) => show(withChange(filters, change))} />
      </Card>
      <Card className="transactions__list" aria-busy={transactions.isFetching}>
        {transactions.isPending ? (
          <Spinner label="Loading transactions" />
        ) : !page ? (
          failure
        ) : page.transactions.length === 0 ? (
          <EmptyState
            title="No transactions found"
            action={
              filtered || filters.page > 1 ? (
                <Button
                  variant="secondary"
                  onClick={() => show(filtered ? NO_FILTERS : { ...filters, page: 1 })}
                >
                  {filtered ? 'Clear filters' : 'First page'}
                </Button>
              ) : undefined
            }
          >
            {filtered
              ? 'Nothing matches these filters.'
              : 'Deposits, withdrawals, transfers and bets will appear here.'}
          </EmptyState>
        ) : (
          <>
            {failure}
            <TransactionsTable rows={page.transactions} />
            <div className="transactions__footer">
              <p className="text-muted">
                {page.total} transaction{page.total === 1 ? '' : 's'}
              </p>
              <TransactionPagination
                page={filters.page}
                totalPages={totalPages}
                onChange={(next) => show({ ...filters, page: next })}
              />
            </div>
          </>
        )}
      </Card>
      <StatusNotes />
    </div>
  );
}

function ExportButton({ filters }: { filters: TransactionFilters }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      await downloadTransactionsCsv(filters);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      onClick={() => void exportCsv()}
      loading={busy}
      icon={<Icon name="receipt" />}
    >
      {busy ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}

/** Spec 02: what Closed, Pending and Failed mean, and where to get help. */
function StatusNotes() {
  return (
    <Card title="About statuses" className="transactions__notes">
      <dl className="tx-notes">
        <div>
          <dt>Closed</dt>
          <dd>The request expired. Please try again.</dd>
        </div>
        <div>
          <dt>Pending</dt>
          <dd>Waiting for staff confirmation.</dd>
        </div>
        <div>
          <dt>Failed</dt>
          <dd>Please contact customer service.</dd>
        </div>
      </dl>
      <Link to="/support" className={buttonClassName({ variant: 'secondary' })}>
        <Icon name="question" /> Need Help?
      </Link>
    </Card>
  );
}
