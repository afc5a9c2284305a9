import { Navigate, type RouteObject } from '@p2p/router';
import { AccountLayout } from '../chrome/AccountLayout';
import { AppLayout } from '../chrome/AppLayout';
import type { RemoteModuleId } from '../remotes/remote-modules';
import { RemotePage } from '../remotes/RemotePage';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { page } from './lazy-page';

const LoginPage = page(() => import('../auth/LoginPage'));
const SignupPage = page(() => import('../auth/SignupPage'));
const EmailVerificationPage = page(() => import('../auth/EmailVerificationPage'));
const PasswordResetPage = page(() => import('../auth/PasswordResetPage'));
const UnlockAccountPage = page(() => import('../auth/UnlockAccountPage'));
const AccountRecoveryPage = page(() => import('../recovery/AccountRecoveryPage'));
const ProfilePage = page(() => import('../profile/ProfilePage'));
const SettingsPage = page(() => import('../profile/SettingsPage'));
const LogoutPage = page(() => import('../pages/LogoutPage'));
const TermsPage = page(() => import('../pages/TermsPage'));
const NotFoundPage = page(() => import('../pages/NotFoundPage'));

/** A route whose screen is a remote's; its handle names the screen, for prefetching (route-screens.ts). */
const remote = (module: RemoteModuleId) => ({
  element: <RemotePage module={module} />,
  handle: { screen: module } satisfies ScreenHandle,
});

export interface ScreenHandle {
  screen: RemoteModuleId;
}

/** The route table of spec 01 section 2, with its guards. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      // flexible
      { index: true, ...remote('betting/Dashboard') },
      { path: 'bet-offers', ...remote('betting/BetOffers') },
      { path: 'premium-markets', ...remote('betting/PremiumMarkets') },
      { path: 'live', ...remote('betting/LiveBetting') },
      {
        id: 'league-offers',
        path: 'league/:leagueId',
        ...remote('betting/LeagueOffers'),
      },
      // A private offer's secret link: guests see the offer and sign in from it.
      { path: 'offer-link/:token', ...remote('betting/OfferLink') },
      { path: 'dashboard', element: <Navigate to="/" replace /> },
      // guest only
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'signup', element: <SignupPage /> },
          // The history link's sign-in target for guests.
          { path: 'auth', element: <Navigate to="/login" replace /> },
        ],
      },
      // no guard
      { path: 'email-verification', element: <EmailVerificationPage /> },
      { path: 'password-reset', element: <PasswordResetPage /> },
      { path: 'account-recovery', element: <AccountRecoveryPage /> },
      { path: 'unlock-account', element: <UnlockAccountPage /> },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'terms', element: <TermsPage /> },
      // auth
      {
        element: <RequireAuth />,
        children: [
          { path: 'user-offers/:username', ...remote('betting/UserOffers') },
          {
            element: <AccountLayout />,
            children: [
              { path: 'profile', element: <ProfilePage /> },
              { path: 'settings', element: <SettingsPage /> },
              { path: 'bethistory', ...remote('betting/BetHistory') },
              // One bet's own page: either side of it, or an admin; betting answers 404 to anyone else.
              { path: 'bets/:betId', ...remote('betting/Bet') },
              { path: 'deposit', ...remote('wallet/Deposit') },
              { path: 'withdraw', ...remote('wallet/Withdraw') },
              { path: 'transactions', ...remote('wallet/Transactions') },
              { path: 'support', ...remote('wallet/Support') },
            ],
          },
        ],
      },
      // auth and admin
      {
        element: <RequireAdmin />,
        children: [{ path: 'admin', ...remote('admin/AdminDashboard') }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
