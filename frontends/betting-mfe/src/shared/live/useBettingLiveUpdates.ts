import { useLiveEvent, type LiveEvents } from '@p2p/web-session';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { bettingKeys, footballKeys } from '../api/query-keys';
import type { LeagueMatches } from '../api/types';

/** Pushes come in bursts (a settlement moves every bet of a match): reload once per burst. */
const BURST_MS = 250;

const ENDED = new Set(['Finished', 'Cancelled', 'Postponed', 'Abandoned']);

function leagueListHas(data: unknown, matchId: string): boolean {
  return Boolean((data as LeagueMatches | undefined)?.data?.some((match) => match.id === matchId));
}

/**
 * Keeps the betting screens current from the gateway's live push: `offers:changed` reloads the
 * offer books, own offers, the offers made for the user, a link's offer (all under
 * `bettingKeys.offers`), bets and history; `match:updated` reloads the league lists showing that
 * match (and, when it ends, the bets it settles); `balance` (a settlement or a refund paid) reloads
 * bets and history. While the socket is down the lists poll instead (see usePollingFallback).
 * Mount once per screen; BettingActionsProvider does.
 */
export function useBettingLiveUpdates(): void {
  const queryClient = useQueryClient();
  const pending = useRef(new Set<string>());
  const matches = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const schedule = (what: 'offers' | 'bets' | 'match', matchId?: string) => {
    pending.current.add(what);
    if (matchId) matches.current.add(matchId);
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      flush(queryClient, pending.current, matches.current);
      pending.current = new Set();
      matches.current = new Set();
    }, BURST_MS);
  };

  useLiveEvent('offers:changed', () => schedule('offers'));
  useLiveEvent('match:updated', (update: LiveEvents['match:updated']) => {
    if (ENDED.has(update.status)) schedule('offers', update.matchId);
    else schedule('match', update.matchId);
  });
  useLiveEvent('balance', () => schedule('bets'));
}

function flush(queryClient: QueryClient, what: ReadonlySet<string>, matchIds: ReadonlySet<string>): void {
  if (what.has('offers')) void queryClient.invalidateQueries({ queryKey: bettingKeys.offers });
  if (what.has('offers') || what.has('bets')) {
    void queryClient.invalidateQueries({ queryKey: bettingKeys.bets });
    void queryClient.invalidateQueries({ queryKey: bettingKeys.history });
  }
  if (matchIds.size === 0) return;
  void queryClient.invalidateQueries({
    queryKey: ['football', 'league-matches'],
    predicate: (query) => [...matchIds].some((id) => leagueListHas(query.state.data, id)),
  });
  for (const id of matchIds) void queryClient.invalidateQueries({ queryKey: footballKeys.odds(id) });
}
