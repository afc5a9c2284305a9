import { Button } from '@p2p/ui';

/** Previous, "Page x of y", Next. */
export function TransactionPagination({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1 && page <= 1) return null;
  return (
    <nav className="tx-pagination" aria-label="Transaction pages">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <span className="tx-pagination__label">
        Page {page} of {Math.max(totalPages, 1)}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
