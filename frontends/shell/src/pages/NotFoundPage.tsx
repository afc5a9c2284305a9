import { buttonClassName, Card, EmptyState } from '@p2p/ui';
import { Link, useLocation } from '@p2p/router';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Card>
      <EmptyState
        title={<h1 className="not-found__title">Page not found</h1>}
        action={
          <Link to="/" className={buttonClassName()}>
            Back to Dashboard
          </Link>
        }
      >
        There is nothing at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
      </EmptyState>
    </Card>
  );
}
