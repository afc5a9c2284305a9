import { useSession } from '@p2p/web-session';
import { lazy, Suspense } from 'react';

// A guest's first page does not download what only a signed-in user's reminders need.
const SignedInRealityCheck = lazy(() => import('./SignedInRealityCheck'));

/**
 * The reality check (issue 22), mounted once in the chrome: while the user is signed in with a
 * reminder interval set, a dialog every N minutes of session time with the time played, the net
 * result since signing in and a way to the limits.
 */
export function RealityCheck() {
  const { user, isAuthenticated } = useSession();
  if (!isAuthenticated || !user) return null;
  return (
    <Suspense fallback={null}>
      <SignedInRealityCheck key={user.id} />
    </Suspense>
  );
}
