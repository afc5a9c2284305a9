import { Badge, Button, buttonClassName, PageHeader } from '@p2p/ui';
import { useLiveConnected } from '@p2p/web-session';
import { useState } from 'react';
import { Link } from '@p2p/router';
import { BetSlip } from '../bet-slip/BetSlip';
import { useLiveMatches } from '../football/use-football';
import { CardSkeletons, ListEmpty, ListError } from '../shared/ui/ListStates';
import { hasMatches, SPORTS, VIEW_MODES, type Sport, type ViewMode } from './live-view';
import { LiveFeed } from './LiveFeed';
import { LiveMatchCard } from './LiveMatchCard';
import { LiveMatchRow } from './LiveMatchRow';
import { ToggleGroup } from './ToggleGroup';
import './live.css';

/**
 * The live betting page (spec 01 route live): the football service's matches in play, kept current by
 * the `match:updated` push (polling every 10 s only while the socket is down), with the sport filter,
 * three views and the next-goal and quick markets that go to the bet slip beside them.
 */
export function LiveBetting() {
  const live = useLiveMatches();
  const connected = useLiveConnected();
  const [sport, setSport] = useState<Sport>('all');
  const [view, setView] = useState<ViewMode>('grid');
  const matches = hasMatches(sport) ? (live.data ?? []) : [];
  const sportName = SPORTS.find((option) => option.id === sport)?.label.toLowerCase();

  return (
    <div className="live-page">
      <div className="live-page__main">
        <PageHeader
          title="Live Betting"
          subtitle="Matches in play, minute by minute."
          actions={
            <span className="live-page__connection" role="status">
              <span className={`live-dot ${connected ? 'live-dot--on' : ''}`} aria-hidden="true" />
              {connected ? 'Live updates on' : 'Reconnecting: refreshing every 10 seconds'}
            </span>
          }
        />
        <div className="live-page__controls">
          <ToggleGroup label="Sport" options={SPORTS} value={sport} onChange={setSport} />
          <ToggleGroup label="View" options={VIEW_MODES} value={view} onChange={setView} />
        </div>
        {!hasMatches(sport) ? (
          <ListEmpty title={`No live ${sportName} matches`}>
            P2P Bet covers football only for now: {sportName} markets are not offered yet.
          </ListEmpty>
        ) : live.isPending ? (
          <CardSkeletons count={4} height={260} label="Loading live matches" />
        ) : live.isError ? (
          <ListError
            message="Failed to load live matches. Please try again."
            onRetry={() => void live.refetch()}
            retrying={live.isFetching}
          />
        ) : matches.length === 0 ? (
          <ListEmpty
            title="No matches in play right now"
            action={
              <Link to="/premium-markets" className={buttonClassName({ size: 'sm' })}>
                See upcoming markets
              </Link>
            }
          >
            Live matches appear here as soon as they kick off.
          </ListEmpty>
        ) : (
          <>
            <p className="live-page__count">
              <Badge tone="live">{matches.filter((match) => match.isLive).length} live</Badge>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void live.refetch()}
                loading={live.isRefetching}
              >
                Refresh
              </Button>
            </p>
            {view === 'grid' && (
              <div className="live-grid">
                {matches.map((match) => (
                  <LiveMatchCard key={match.id} match={match} />
                ))}
              </div>
            )}
            {view === 'list' && (
              <ul className="live-list">
                {matches.map((match) => (
                  <LiveMatchRow key={match.id} match={match} />
                ))}
              </ul>
            )}
            {view === 'feed' && <LiveFeed matches={matches} />}
          </>
        )}
      </div>
      <aside className="live-page__slip" aria-label="Bet slip">
        <BetSlip />
      </aside>
    </div>
  );
}
