import type { RemoteModuleId } from './remote-modules';

/**
 * Every path whose screen is a remote's. The router builds its remote routes from this table, and the
 * page's first script reads it before React loads, to start fetching the screen's code beside the
 * shell's own (react-router's matcher is a shared module, which cannot run that early).
 */
export const SCREEN_PATHS = {
  '/': 'betting/Dashboard',
  '/bet-offers': 'betting/BetOffers',
  '/premium-markets': 'betting/PremiumMarkets',
  '/live': 'betting/LiveBetting',
  '/league/:leagueId': 'betting/LeagueOffers',
  '/offer-link/:token': 'betting/OfferLink',
  '/user-offers/:username': 'betting/UserOffers',
  '/bethistory': 'betting/BetHistory',
  '/bets/:betId': 'betting/Bet',
  '/deposit': 'wallet/Deposit',
  '/withdraw': 'wallet/Withdraw',
  '/transactions': 'wallet/Transactions',
  '/support': 'wallet/Support',
  '/admin': 'admin/AdminDashboard',
} as const satisfies Record<string, RemoteModuleId>;

export type ScreenPath = keyof typeof SCREEN_PATHS;

const segments = (path: string) => path.split('/').filter(Boolean);

const PATTERNS = Object.entries(SCREEN_PATHS).map(([path, screen]) => ({ parts: segments(path), screen }));

/**
 * The remote screen `pathname` opens, matched as the router matches these paths: a `:param` takes one
 * segment, static segments ignore case, a trailing slash is allowed.
 */
export function screenAt(pathname: string): RemoteModuleId | null {
  const parts = segments(pathname);
  const match = PATTERNS.find(
    (pattern) =>
      pattern.parts.length === parts.length &&
      pattern.parts.every(
        (part, index) => part.startsWith(':') || part.toLowerCase() === parts[index].toLowerCase(),
      ),
  );
  return match?.screen ?? null;
}
