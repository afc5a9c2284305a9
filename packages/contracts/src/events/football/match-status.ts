export type MatchStatus =
  'Scheduled' | 'Live' | 'Half Time' | 'Finished' | 'Cancelled' | 'Postponed' | 'Abandoned';

export const NON_BETTABLE_STATUSES: readonly MatchStatus[] = [
  'Finished',
  'Cancelled',
  'Postponed',
  'Abandoned',
];

export interface TeamRef {
  id: string;
  name: string;
  shortName: string;
  logo: string;
}
