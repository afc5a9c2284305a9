import { useSession } from '@p2p/web-session';
import { Navigate, Outlet } from '@p2p/router';

/**
 * Route guards of spec 01 section 2. They decide on the stored token (and, for admin, the role the
 * server returned in the user object); every API call is authorized again by the server.
 */
export function GuestOnly() {
  const { token } = useSession();
  return token ? <Navigate to="/" replace /> : <Outlet />;
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
