import { Spinner } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { useEffect } from 'react';
import { useNavigate } from '@p2p/router';

/** /logout: ends the session (here and on the server) and goes to / (spec 01 section 4). */
export default function LogoutPage() {
  const { logout } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    void logout().then(() => {
      if (!cancelled) void navigate('/', { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [logout, navigate]);
  return (
    <div className="page-loading">
      <Spinner size="lg" label="Signing out" />
    </div>
  );
}
