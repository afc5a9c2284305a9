import { useSession } from '@p2p/web-session';
import { Navigate, Outlet, useLocation } from '@p2p/router';
import { returnPath } from '../auth/return-path';

/**
 * Route guards of spec 01 section 2. They decide on the stored token (and, for admin, the role the
 * server returned in the user object); every API call is authorized again by the server.
 */
export function GuestOnly() {
  const { token } = useSession();
  const { search } = useLocation();
  // A sign-in re-renders this guard before the page's own navigation runs: both go to `?next=`.
  return token ? <Navigate to={returnPath(search)} replace /> : <Outlet />;
}

export function RequireAuth() {
  const { token } = useSession();
  return token ? <Outlet /> : <Navigate to="/login" replace />;
}

export function RequireAdmin() {
  const { token, isAdmin } = useSession();
  if (!token) return <Navigate to="/login" replace />;
  return isAdmin ? <Outlet /> : <Navigate to="/" replace />;
}
