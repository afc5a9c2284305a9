import { Button } from '@p2p/ui';
import { GuardedActionsProvider, useSession } from '@p2p/web-session';
import { Link, Outlet, useNavigate } from '@p2p/router';
import { RealityCheck } from '../reality-check/RealityCheck';
import { Header } from './Header';

/** The chrome around every screen: header, the unverified-email banner, the page, the footer, the reality check. */
export function AppLayout() {
  return (
    <GuardedActionsProvider>
      <a className="ui-skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <VerificationBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="app-footer">
        <p>© {new Date().getFullYear()} P2P Bet · Bet responsibly. 18+ only.</p>
        <nav aria-label="Footer">
          <Link to="/terms" target="_blank" rel="noopener">
            Terms of Service
          </Link>
          <Link to="/support">Support</Link>
        </nav>
      </footer>
      <RealityCheck />
    </GuardedActionsProvider>
  );
}

/** Spec 01: signed-in users whose email is not verified are asked to verify (the redirect stays off). */
function VerificationBanner() {
  const { user, isAuthenticated } = useSession();
  const navigate = useNavigate();
  if (!isAuthenticated || !user || user.isEmailVerified !== false) return null;
  return (
    <div className="verify-banner" role="status">
      <p>
        <strong>Email Verification Required:</strong> Please check your email and verify your account to
        access all features
      </p>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => void navigate(`/email-verification?email=${encodeURIComponent(user.email)}`)}
      >
        Verify Now
      </Button>
    </div>
  );
}
