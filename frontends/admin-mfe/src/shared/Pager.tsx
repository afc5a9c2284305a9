import { Button } from '@p2p/ui';

/** Previous, "Page x of y", Next, under a list the server pages. */
export function Pager({
  label,
  page,
  limit,
  total,
  onChange,
}: {
  /** Names the navigation landmark ("User pages"), one per tab. */
  label: string;
  page: number;
  limit: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const pages = Math.max(Math.ceil(total / Math.max(limit, 1)), 1);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={label}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <span className="admin-pager__label">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
