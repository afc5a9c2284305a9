import type { FootballMatch } from '@p2p/contracts/api';
import { Badge, Button, Card, EmptyState, Notice, QueryFailure, Spinner, TextField } from '@p2p/ui';
import { useState } from 'react';
import { formatDateTime } from '../shared/format';
import { StackedTable, type StackedColumn } from '../shared/StackedTable';
import { FinishMatchModal } from './FinishMatchModal';
import { FINISHABLE, matchName, scoreOf, statusOf, utcToday } from './match-display';
import { useMatchesOn } from './matches-queries';

/**
 * Matches (demo mode only, see admin-tabs): a day's simulated matches not yet ended, each of which an
 * admin may finish now with a score and a reason, so its bets settle without waiting for the clock.
 */
export function MatchesTab() {
  const [day, setDay] = useState(utcToday);
  const [finishing, setFinishing] = useState<FootballMatch | null>(null);
  // Finished here: kept on the list with their result, which would otherwise drop them.
  const [finishedHere, setFinishedHere] = useState<ReadonlySet<string>>(new Set());
  const matches = useMatchesOn(day);
  const rows = (matches.data ?? [])
    .filter((match) => FINISHABLE.has(match.status) || finishedHere.has(match.id))
    .sort((a, b) => Number(b.isLive) - Number(a.isLive) || a.startTime.localeCompare(b.startTime));

  const columns: StackedColumn<FootballMatch>[] = [
    {
      key: 'match',
      header: 'Match',
      render: (match) => (
        <>
          <strong>{matchName(match)}</strong>
          <span className="admin-sub">{match.league.name}</span>
        </>
      ),
    },
    {
      key: 'kickoff',
      header: 'Kick-off',
      render: (match) => <span className="admin-nowrap">{formatDateTime(match.startTime)}</span>,
    },
    {
      key: 'status',
      header: 'Status',
      render: (match) => <Badge tone={statusOf(match).tone}>{statusOf(match).label}</Badge>,
    },
    { key: 'score', header: 'Score', render: (match) => scoreOf(match) },
    { key: 'offers', header: 'Open offers', align: 'end', render: (match) => match.betOffers },
    {
      key: 'actions',
      header: 'Actions',
      bare: true,
      render: (match) =>
        FINISHABLE.has(match.status) && !finishedHere.has(match.id) ? (
          <Button
            size="sm"
            aria-label={`Finish now: ${matchName(match)}`}
            onClick={() => setFinishing(match)}
          >
            Finish now
          </Button>
        ) : null,
    },
  ];

  return (
    <div className="admin-stack">
      <Notice tone="info" title="Simulated matches (demo mode)">
        Finishing a match ends it now with the score you give: its bets settle at once, as at full time. The
        audit log keeps who finished it and why.
      </Notice>
      <Card
        title="Matches to finish"
        actions={
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void matches.refetch()}
            loading={matches.isFetching && !matches.isPending}
          >
            Refresh
          </Button>
        }
      >
        <form
          className="admin-filters"
          aria-label="Choose a day"
          onSubmit={(event) => event.preventDefault()}
        >
          <TextField
            label="Day (UTC)"
            type="date"
            value={day}
            required
            onChange={(event) => event.target.value && setDay(event.target.value)}
          />
        </form>
        {matches.isPending ? (
          <Spinner label="Loading matches" />
        ) : !matches.data ? (
          <QueryFailure query={matches} prefix="Failed to load matches" />
        ) : (
          <div aria-busy={matches.isFetching}>
            {matches.isError && <QueryFailure query={matches} prefix="Failed to load matches" />}
            <StackedTable
              caption="Matches to finish"
              columns={columns}
              rows={rows}
              rowKey={(match) => match.id}
              empty={
                <EmptyState title="No match to finish on this day">
                  Scheduled and live matches appear here; ended ones cannot be finished again.
                </EmptyState>
              }
            />
          </div>
        )}
      </Card>
      {finishing && (
        <FinishMatchModal
          match={finishing}
          onClose={() => setFinishing(null)}
          onFinished={() => setFinishedHere((current) => new Set(current).add(finishing.id))}
        />
      )}
    </div>
  );
}
