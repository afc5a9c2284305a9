import { api } from '@p2p/web-session';
import { footballKeys } from '../shared/api/query-keys';
import type { DashboardData, Match } from './football-types';

/**
 * The match answers of these screens, under `football` beside the shared keys (`shared/api/query-keys`),
 * so one live push can reach all of them.
 */
export const matchKeys = {
  all: footballKeys.all,
  dashboard: ['football', 'dashboard'] as const,
  live: ['football', 'live'] as const,
  matchesOn: (date: string) => ['football', 'matches', date] as const,
  premium: ['football', 'premium'] as const,
};

export async function fetchDashboard(): Promise<DashboardData> {
  return (await api<DashboardData>('/api/football/dashboard', { fallback: 'Failed to load matches' })).data;
}

export async function fetchLiveMatches(): Promise<Match[]> {
  return (await api<Match[]>('/api/football/live', { fallback: 'Failed to load live matches' })).data;
}

/** Matches kicking off on a UTC day, `YYYY-MM-DD`. */
export async function fetchMatchesOn(date: string): Promise<Match[]> {
  const path = `/api/football/matches?date=${encodeURIComponent(date)}`;
  return (await api<Match[]>(path, { fallback: 'Failed to load matches' })).data;
}
