import { Badge, Button, buttonClassName, Money, Notice, recentBetLabel, selectionLabel } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { Link } from '@p2p/router';
import { useBetHistory } from '../shared/api/betting-queries';
import { timeAgo } from '../shared/ui/format';
import './sidebars.css';

/** Spec 01 section 9: the right sidebar shows the latest 5 bets. */
const RECENT_BETS = 5;

/** Spec 01 right sidebar: the latest 5 bets and offers, View All History (guests are asked to log in). */
export function RecentBets() {
  const { isAuthenticated } = useSession();
  const history = useBetHistory();
  const entries = history.data?.data.slice(0, RECENT_BETS) ?? [];

  return (
    <section className="sidebar-panel" aria-labelledby="recent-bets-title">
      <header className="sidebar-panel__header">
        <h2 id="recent-bets-title" className="sidebar-panel__title">
          Recent Bets
        </h2>
      </header>
      {!isAuthenticated ? (
        <p className="sidebar-panel__text">Log in to see your offers and bets here.</p>
      ) : history.isPending ? (
        <ul className="recent-bets" aria-busy="true" aria-label="Loading recent bets">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <span className="skeleton recent-bets__skeleton" />
            </li>
          ))}
        </ul>
      ) : history.isError ? (
        <Notice
          tone="danger"
          action={
            <Button size="sm" variant="secondary" onClick={() => void history.refetch()}>
              Retry
            </Button>
          }
        >
          Failed to load bet history. Please try again.
        </Notice>
      ) : entries.length === 0 ? (
        <p className="sidebar-panel__text">No bets yet. Make or match an offer to get started.</p>
      ) : (
        <ul className="recent-bets" data-testid="recent-bets">
          {entries.map((entry) => {
            const label = recentBetLabel(entry);
            return (
              <li key={entry.id} className="recent-bets__item">
                <div className="recent-bets__top">
                  <span className="recent-bets__event">{entry.event}</span>
                  <Badge tone={label.tone}>{label.text}</Badge>
                </div>
                <div className="recent-bets__meta">
                  <span>
                    {selectionLabel(entry.selection)} · <Money value={entry.stake} />
                  </span>
                  <span className="text-muted">{timeAgo(entry.date)}</span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Link
        to={isAuthenticated ? '/bethistory' : '/login'}
        className={buttonClassName({ variant: 'secondary', size: 'sm', block: true })}
      >
        View All History
      </Link>
    </section>
  );
}
