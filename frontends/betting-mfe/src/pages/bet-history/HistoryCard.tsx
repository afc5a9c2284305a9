import { Badge, Button, buttonClassName, Money } from '@p2p/ui';
import { Link } from '@p2p/router';
import { useEffect, useId, useRef, useState } from 'react';
import type { HistoryEntry } from '../../shared/api/types';
import { useBettingActions } from '../../shared/offers/actions-context';
import { selectionWithTeam } from '../../shared/offers/selections';
import { formatDateTime, formatOdds, timeAgo } from '../../shared/ui/format';
import { betPath } from '../bet/bet-path';
import { EscrowTrailSection } from './EscrowTrailSection';
import { ExchangeFillLine } from '../../shared/offers/ExchangeFillLine';
import { sideAtOdds, unmatchedCents } from '../../shared/offers/exchange-terms';
import { exchangeFillOf, historyBadge, potentialReturn, returnLabel, stakeLabel } from './history-display';

/**
 * One offer or bet of the history; Show More opens odds, bet type, teams, league and match date. The
 * card a link points at (`?bet=`) is marked, opened, scrolled to and focused.
 */
export function HistoryCard({ entry, linked = false }: { entry: HistoryEntry; linked?: boolean }) {
  const [expanded, setExpanded] = useState(linked);
  const [wasLinked, setWasLinked] = useState(linked);
  if (linked !== wasLinked) {
    setWasLinked(linked);
    if (linked) setExpanded(true);
  }
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!linked) return;
    card.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    card.current?.focus({ preventScroll: true });
  }, [linked]);
  const detailsId = useId();
  const { cancelOffer, busyOfferId } = useBettingActions();
  const fill = exchangeFillOf(entry);
  const badge = historyBadge(entry, fill);
  const label = returnLabel(entry);
  const teams = { homeTeam: entry.homeTeam, awayTeam: entry.awayTeam };
  const isOpenOffer = entry.originalData.kind === 'offer' && entry.status === 'open';
  // A fully matched exchange offer stays open until betting closes, with nothing left to cancel.
  const cancellable = isOpenOffer && (!fill || unmatchedCents(fill) > 0n);
  const { betId } = entry.originalData;

  return (
    <article
      ref={card}
      className={['history-card', linked && 'history-card--linked'].filter(Boolean).join(' ')}
      aria-label={`${entry.event}, ${badge.text}`}
      aria-current={linked ? 'true' : undefined}
      tabIndex={linked ? -1 : undefined}
    >
      <header className="history-card__head">
        <div className="history-card__event">
          <strong>{entry.event}</strong>
          <span className="text-muted">
            {entry.league} · <time dateTime={entry.date}>{timeAgo(entry.date)}</time>
          </span>
        </div>
        <Badge tone={badge.tone}>{badge.text}</Badge>
      </header>
      <dl className="history-card__summary">
        <div>
          <dt>Selection</dt>
          <dd>{selectionWithTeam(entry.selection, teams)}</dd>
        </div>
        {entry.exchange && (
          <div>
            <dt>Side</dt>
            <dd>{sideAtOdds(entry.exchange)}</dd>
          </div>
        )}
        <div>
          <dt>{stakeLabel(entry)}</dt>
          <dd>
            <Money value={entry.stake} />
          </dd>
        </div>
        {label && (
          <div>
            <dt>{label}</dt>
            <dd>
              <Money value={entry.payout ?? potentialReturn(entry)} />
            </dd>
          </div>
        )}
        {entry.exchange?.commission != null && (
          <div>
            <dt>Commission</dt>
            <dd>
              <Money value={entry.exchange.commission} />
            </dd>
          </div>
        )}
        {entry.profit !== null && (
          <div>
            <dt>Profit</dt>
            <dd>
              <Money value={entry.profit} signed colored />
            </dd>
          </div>
        )}
      </dl>
      {fill && <ExchangeFillLine fill={fill} />}
      {expanded && (
        <dl className="history-card__details" id={detailsId}>
          <div>
            <dt>Odds</dt>
            <dd>{entry.exchange?.odds ?? formatOdds(entry.odds)}</dd>
          </div>
          <div>
            <dt>Bet Type</dt>
            <dd>{entry.betType}</dd>
          </div>
          <div>
            <dt>Teams</dt>
            <dd>
              {entry.homeTeam} vs {entry.awayTeam}
            </dd>
          </div>
          <div>
            <dt>League</dt>
            <dd>{entry.league}</dd>
          </div>
          <div>
            <dt>Match Date</dt>
            <dd>{formatDateTime(entry.matchDate)}</dd>
          </div>
          <div>
            <dt>Opponent</dt>
            <dd>{entry.opponent ? `@${entry.opponent}` : 'Not matched yet'}</dd>
          </div>
          <div>
            <dt>Placed</dt>
            <dd>{formatDateTime(entry.date)}</dd>
          </div>
        </dl>
      )}
      {expanded && betId && <EscrowTrailSection betId={betId} />}
      <footer className="history-card__actions">
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Show Less' : 'Show More'}
        </Button>
        {betId && (
          <Link to={betPath(betId)} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
            Open bet page
          </Link>
        )}
        {cancellable && (
          <Button
            size="sm"
            variant="secondary"
            loading={busyOfferId === entry.originalData.offerId}
            onClick={() =>
              cancelOffer({
                id: entry.originalData.offerId,
                betAmount: entry.stake,
                match: teams,
                selection: entry.selection,
                exchange: fill ?? undefined,
              })
            }
          >
            {fill ? 'Cancel unmatched' : 'Cancel Offer'}
          </Button>
        )}
      </footer>
    </article>
  );
}
