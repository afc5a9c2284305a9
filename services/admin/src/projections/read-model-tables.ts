/**
 * The tables built only from events: a rebuild empties exactly these and replays the topics into
 * them. The audit log and the support desk are this service's own records and are never listed here.
 */
export const READ_MODEL_TABLES = [
  'users',
  'matches',
  'bets',
  'offers',
  'deposits',
  'withdrawals',
  'commissions',
] as const;
