/** Spec 01 Live Betting: the sport filter and the three view modes. */
export type Sport = 'all' | 'football' | 'basketball' | 'tennis';
export type ViewMode = 'grid' | 'list' | 'feed';

export const SPORTS: ReadonlyArray<{ id: Sport; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'football', label: 'Football' },
  { id: 'basketball', label: 'Basketball' },
  { id: 'tennis', label: 'Tennis' },
];

export const VIEW_MODES: ReadonlyArray<{ id: ViewMode; label: string }> = [
  { id: 'grid', label: 'Grid' },
  { id: 'list', label: 'List' },
  { id: 'feed', label: 'Feed' },
];

/** P2P Bet lists football only: the other sports have no matches to show. */
export const hasMatches = (sport: Sport) => sport === 'all' || sport === 'football';
