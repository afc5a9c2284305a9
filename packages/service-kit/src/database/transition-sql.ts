/** One move of a declared lifecycle: the statuses it may leave and the one it enters. */
export interface TransitionRule<Status extends string> {
  readonly from: readonly Status[];
  readonly to: Status;
}

/**
 * The SQL of a transition table (`OFFER_TRANSITIONS`, `HOLD_TRANSITIONS`): `to` for the UPDATE's SET,
 * `from` for its WHERE. The from-statuses are the guard that lets racing writers each move a row at
 * most once; the statuses are the table's constants, never input, so they are written inline.
 */
export function transitionSql<Transition extends string, Status extends string>(table: {
  readonly [T in Transition]: TransitionRule<Status>;
}) {
  return {
    /** Whether the table lets `transition` leave `status` (what the guard will let through). */
    isAllowed: (transition: Transition, status: Status) => table[transition].from.includes(status),
    to: (transition: Transition) => `status = '${table[transition].to}'`,
    from: (transition: Transition, column = 'status') => {
      const statuses = table[transition].from;
      return statuses.length === 1
        ? `${column} = '${statuses[0]}'`
        : `${column} IN (${statuses.map((status) => `'${status}'`).join(', ')})`;
    },
  };
}
