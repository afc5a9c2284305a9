import { Button, Card, Notice, PageHeader, SelectField, Tabs } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { Link, useSearchParams } from '@p2p/router';
import { useEffect } from 'react';
import { useBetHistory } from '../../shared/api/betting-queries';
import type { HistoryEntry } from '../../shared/api/types';
import { CardSkeletons, ListEmpty, ListError } from '../../shared/ui/ListStates';
import { HistoryCard } from './HistoryCard';
import {
  HISTORY_PERIODS,
  HISTORY_TABS,
  parsePeriod,
  parseTab,
  type HistoryPeriod,
  type HistoryTab,
} from './history-display';
import './bet-history.css';

/**
 * /bethistory (spec 01 section 2): the user's offers and bets by tab and period. `?bet=<id>` (a
 * notification's link) points at one bet: shown opened, on "all" if the chosen view does not hold it.
 */
export function BetHistoryScreen() {
  const { isAuthenticated } = useSession();
  const [params, setParams] = useSearchParams();
  const status = parseTab(params.get('status'));
  const period = parsePeriod(params.get('period'));
  const linkedBet = params.get('bet');
  const history = useBetHistory({ status, period });
  const settled = history.isSuccess && !history.isPlaceholderData;
  const linkedFound =
    linkedBet !== null && (history.data?.data ?? []).some((entry) => isLinked(entry, linkedBet));
  const widen = settled && linkedBet !== null && !linkedFound && (status !== 'all' || period !== 'all');

  useEffect(() => {
    if (widen && linkedBet) setParams({ bet: linkedBet }, { replace: true });
  }, [widen, linkedBet, setParams]);

  const update = (next: { status?: HistoryTab; period?: HistoryPeriod }) => {
    const merged = { status, period, ...next };
    const search = new URLSearchParams();
    if (merged.status !== 'all') search.set('status', merged.status);
    if (merged.period !== 'all') search.set('period', merged.period);
    setParams(search, { replace: true });
  };

  if (!isAuthenticated)
    return (
      <>
        <PageHeader title="Bet History" />
        <Notice tone="info">
          Please log in to view your bet history. <Link to="/login">Login</Link>
        </Notice>
      </>
    );

  const entries = history.data?.data ?? [];

  return (
    <div className="bet-history">
      <PageHeader
        title="Bet History"
        subtitle="Your offers and bets: open, matched, settled and cancelled."
        actions={
          <SelectField
            label="Period"
            value={period}
            options={HISTORY_PERIODS}
            onChange={(event) => update({ period: event.target.value as HistoryPeriod })}
          />
        }
      />
      <Tabs tabs={HISTORY_TABS} value={status} onChange={(id) => update({ status: id })} label="Bet status">
        <div aria-busy={history.isFetching}>
          {settled && linkedBet !== null && !linkedFound && !widen && (
            <Notice tone="info" className="bet-history__notice">
              That bet is not among your recent offers and bets.
            </Notice>
          )}
          {history.isPending ? (
            <CardSkeletons count={4} height={140} label="Loading bet history" />
          ) : history.isError && !history.data ? (
            <ListError
              message="Failed to load bet history. Please try again."
              onRetry={() => void history.refetch()}
              retrying={history.isFetching}
            />
          ) : entries.length === 0 ? (
            <Card>
              <ListEmpty
                title="No bets found"
                action={
                  <Button
                    variant="secondary"
                    onClick={() => void history.refetch()}
                    loading={history.isFetching}
                  >
                    Refresh
                  </Button>
                }
              >
                {status === 'all' && period === 'all'
                  ? 'Offers you post and bets you match will appear here.'
                  : 'Nothing in this view. Try another tab or period.'}
              </ListEmpty>
            </Card>
          ) : (
            <div className="bet-history__list">
              {history.isError && (
                <ListError
                  message="Failed to load bet history. Please try again."
                  onRetry={() => void history.refetch()}
                  retrying={history.isFetching}
                />
              )}
              {entries.map((entry) => (
                <HistoryCard
                  key={`${entry.originalData.kind}:${entry.id}`}
                  entry={entry}
                  linked={linkedBet !== null && isLinked(entry, linkedBet)}
                />
              ))}
            </div>
          )}
        </div>
      </Tabs>
    </div>
  );
}

/** The entry a `?bet=` link means: the bet's own line (a taken offer shows only as its bet). */
function isLinked(entry: HistoryEntry, betId: string): boolean {
  return entry.originalData.betId === betId;
}
