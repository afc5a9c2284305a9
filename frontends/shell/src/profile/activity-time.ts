const HOUR_MS = 3_600_000;

/** Spec 01: "Just now" within the hour, "Nh ago" under 24 hours, the date after that. */
export function activityTimeLabel(at: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < HOUR_MS) return 'Just now';
  if (elapsed < 24 * HOUR_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return at.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** Share of settled money won, from the user's totals: the only win figures the user object carries. */
export function winRate(
  totalWinnings: string | number | null | undefined,
  totalLosses: string | number | null | undefined,
): number | null {
  const won = Number(totalWinnings ?? 0);
  const lost = Number(totalLosses ?? 0);
  if (!Number.isFinite(won) || !Number.isFinite(lost) || won + lost <= 0) return null;
  return Math.round((won / (won + lost)) * 100);
}
