import { Navigate, type RouteObject } from '@p2p/router';
import { AccountLayout } from '../chrome/AccountLayout';
import { AppLayout } from '../chrome/AppLayout';
import { RemotePage } from '../remotes/RemotePage';
import { SCREEN_PATHS, type ScreenPath } from '../remotes/screen-paths';
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

/** A route whose screen is a remote's, at its path in the screens' table. */
const remote = (path: ScreenPath) => ({ path, element: <RemotePage module={SCREEN_PATHS[path]} /> });

/** The route table of spec 01 section 2, with its guards. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      // flexible
      remote('/'),
      remote('/bet-offers'),
      remote('/premium-markets'),
      remote('/live'),
      { id: 'league-offers', ...remote('/league/:leagueId') },
      // A private offer's secret link: guests see the offer and sign in from it.
      remote('/offer-link/:token'),
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
          remote('/user-offers/:username'),
          {
            element: <AccountLayout />,
            children: [
              { path: 'profile', element: <ProfilePage /> },
              { path: 'settings', element: <SettingsPage /> },
              remote('/bethistory'),
              // One bet's own page: either side of it, or an admin; betting answers 404 to anyone else.
              remote('/bets/:betId'),
              remote('/deposit'),
              remote('/withdraw'),
              remote('/transactions'),
              remote('/support'),
            ],
          },
        ],
      },
      // auth and admin
      {
        element: <RequireAdmin />,
        children: [remote('/admin')],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
