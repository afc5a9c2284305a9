/** The web app's page of one bet (`/bets/:betId`), which the history's cards link to. */
export function betPath(betId: string): string {
  return `/bets/${encodeURIComponent(betId)}`;
}
