import { Badge, buttonClassName, Money } from '@p2p/ui';
import { Link } from '@p2p/router';
import { useBetHistory } from '../shared/api/betting-queries';
import type { HistoryEntry } from '../shared/api/types';
import { offerStatusBadge, resultBadge, selectionWithTeam } from '../shared/offers/selections';
import { fillLine, openFillBadge, sideAtOdds } from '../shared/offers/exchange-terms';
import { timeAgo } from '../shared/ui/format';
import { exchangeFillOf } from '../pages/bet-history/history-display';
import { CardSkeletons, ListEmpty, ListError } from '../shared/ui/ListStates';
import './dashboard.css';

/** Spec 01 section 9: the home shows 6 history items. */
export const HOME_HISTORY_ITEMS = 6;

function badgeOf(entry: HistoryEntry) {
  if (entry.status === 'settled') return resultBadge(entry.result);
  if (entry.status === 'void') return { tone: 'info' as const, text: 'Refunded' };
  const fill = exchangeFillOf(entry);
  if (fill && entry.status === 'open') return openFillBadge(fill);
  return offerStatusBadge(entry.status);
}

/** On the exchange, "Back · $30.00 of $50.00 matched at 3.0" for an offer and "Back at 3.0" for a bet. */
function exchangeNote(entry: HistoryEntry): string | null {
  const fill = exchangeFillOf(entry);
  if (fill) return `${fill.side === 'back' ? 'Back' : 'Lay'} · ${fillLine(fill)}`;
  return entry.exchange ? sideAtOdds(entry.exchange) : null;
}

/** Spec 01 Recent Bet History (signed in): the latest 6, View on open items, View All History. */
export function RecentBetHistory() {
  const history = useBetHistory();
  const entries = history.data?.data.slice(0, HOME_HISTORY_ITEMS) ?? [];

  return (
    <section aria-labelledby="recent-history-title" className="dashboard-section">
      <div className="section-head">
        <h2 id="recent-history-title" className="section-head__title">
          Recent Bet History
        </h2>
        <Link to="/bethistory" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          View All History
        </Link>
      </div>
      {history.isPending ? (
        <CardSkeletons count={3} height={120} label="Loading bet history" />
      ) : history.isError ? (
        <ListError
          message="Failed to load bet history. Please try again."
          onRetry={() => void history.refetch()}
        />
      ) : entries.length === 0 ? (
        <ListEmpty title="No bets yet">Your offers and bets will show here.</ListEmpty>
      ) : (
        <ul className="history-list">
          {entries.map((entry) => {
            const badge = badgeOf(entry);
            return (
              <li key={entry.id} className="history-item">
                <div className="history-item__main">
                  <span className="history-item__event">{entry.event}</span>
                  <span className="text-muted">
                    {selectionWithTeam(entry.selection, entry)}
                    {exchangeNote(entry) && ` · ${exchangeNote(entry)}`} · {entry.league} ·{' '}
                    {timeAgo(entry.date)}
                  </span>
                </div>
                <div className="history-item__side">
                  <Money value={entry.payout ?? entry.stake} className="history-item__amount" />
                  <Badge tone={badge.tone}>{badge.text}</Badge>
                  {entry.status === 'open' && (
                    <Link
                      to="/bethistory?status=open"
                      className={buttonClassName({ variant: 'ghost', size: 'sm' })}
                      aria-label={`View open offer on ${entry.event}`}
                    >
                      View
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
