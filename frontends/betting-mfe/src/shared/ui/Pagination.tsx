import { pageLinks } from './paging';
import './pagination.css';

/** Previous, up to 5 page links around the current page, Next. */
export function Pagination({
  page,
  totalPages,
  onChange,
  label = 'Pages',
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="pagination__link"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Previous
      </button>
      {pageLinks(page, totalPages).map((number) => (
        <button
          key={number}
          type="button"
          className="pagination__link"
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onChange(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className="pagination__link"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
