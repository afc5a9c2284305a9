import { federatedApp } from '../federated-app.mjs';

/** The betting remote, served under /mfe/betting/; the shell maps routes to these modules. */
export const exposes = {
  './Dashboard': './src/pages/DashboardPage.tsx',
  './BetOffers': './src/pages/BetOffersPage.tsx',
  './PremiumMarkets': './src/pages/PremiumMarketsPage.tsx',
  './BetHistory': './src/pages/BetHistoryPage.tsx',
  './LiveBetting': './src/pages/LiveBettingPage.tsx',
  './UserOffers': './src/pages/UserOffersPage.tsx',
  './LeagueOffers': './src/pages/LeagueOffersPage.tsx',
  './OfferLink': './src/pages/OfferLinkPage.tsx',
  './Bet': './src/pages/BetPage.tsx',
};

export default federatedApp({
  name: 'betting',
  dir: import.meta.dirname,
  publicPath: '/mfe/betting/',
  exposes,
});
