import { Navigate, type RouteObject } from '@p2p/router';
import { AccountLayout } from '../chrome/AccountLayout';
import { AppLayout } from '../chrome/AppLayout';
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

/** The route table of spec 01 section 2, with its guards. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      // flexible
      { index: true, element: <RemotePage module="betting/Dashboard" /> },
      { path: 'bet-offers', element: <RemotePage module="betting/BetOffers" /> },
      { path: 'premium-markets', element: <RemotePage module="betting/PremiumMarkets" /> },
      { path: 'live', element: <RemotePage module="betting/LiveBetting" /> },
      {
        id: 'league-offers',
        path: 'league/:leagueId',
        element: <RemotePage module="betting/LeagueOffers" />,
      },
      // A private offer's secret link: guests see the offer and sign in from it.
      { path: 'offer-link/:token', element: <RemotePage module="betting/OfferLink" /> },
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
          { path: 'user-offers/:username', element: <RemotePage module="betting/UserOffers" /> },
          {
            element: <AccountLayout />,
            children: [
              { path: 'profile', element: <ProfilePage /> },
              { path: 'settings', element: <SettingsPage /> },
              { path: 'bethistory', element: <RemotePage module="betting/BetHistory" /> },
              // One bet's own page: either side of it, or an admin; betting answers 404 to anyone else.
              { path: 'bets/:betId', element: <RemotePage module="betting/Bet" /> },
              { path: 'deposit', element: <RemotePage module="wallet/Deposit" /> },
              { path: 'withdraw', element: <RemotePage module="wallet/Withdraw" /> },
              { path: 'transactions', element: <RemotePage module="wallet/Transactions" /> },
              { path: 'support', element: <RemotePage module="wallet/Support" /> },
            ],
          },
        ],
      },
      // auth and admin
      {
        element: <RequireAdmin />,
        children: [{ path: 'admin', element: <RemotePage module="admin/AdminDashboard" /> }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
