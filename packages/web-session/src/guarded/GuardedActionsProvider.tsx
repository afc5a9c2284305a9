import { Button, Modal } from '@p2p/ui';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '@p2p/router';
import { useEmailVerificationRequired } from '../api/email-verification-required';
import { useSession } from '../session/SessionProvider';

export const AUTHENTICATION_REQUIRED = 'Authentication required';

export interface InsufficientBalanceNotice {
  message?: string;
  actionText?: string;
}

export interface GuardedActions {
  /**
   * Runs the action for a signed-in user. For a guest it keeps the action pending and opens Login
   * Required; closing that dialog rejects with "Authentication required" (spec 01 section 4).
   */
  requireAuth<T>(action: () => T | Promise<T>): Promise<T>;
  /** Opens Insufficient Balance, whose Add Funds to Account leads to /deposit. */
  showInsufficientBalance(notice?: InsufficientBalanceNotice): void;
}

const GuardedActionsContext = createContext<GuardedActions | null>(null);

interface Pending {
  reject: (error: Error) => void;
}

export function GuardedActionsProvider({ children }: { children: ReactNode }) {
  const { isAuthenticated, user } = useSession();
  const navigate = useNavigate();
  const pending = useRef<Pending | null>(null);
  const [loginRequired, setLoginRequired] = useState(false);
  const [insufficient, setInsufficient] = useState<InsufficientBalanceNotice | null>(null);
  // Issue 30: money moves only once the email is verified; a refused call leads there.
  const [unverified, setUnverified] = useState<string | null>(null);
  useEmailVerificationRequired((message) => setUnverified(message));

  const requireAuth = useCallback(
    <T,>(action: () => T | Promise<T>): Promise<T> => {
      if (isAuthenticated) return Promise.resolve().then(action);
      pending.current?.reject(new Error(AUTHENTICATION_REQUIRED));
      setLoginRequired(true);
      return new Promise<T>((_resolve, reject) => {
        pending.current = { reject };
      });
    },
    [isAuthenticated],
  );

  const closeLoginRequired = useCallback(
    (then?: string) => {
      setLoginRequired(false);
      pending.current?.reject(new Error(AUTHENTICATION_REQUIRED));
      pending.current = null;
      if (then) void navigate(then);
    },
    [navigate],
  );

  const actions = useMemo<GuardedActions>(
    () => ({ requireAuth, showInsufficientBalance: (notice = {}) => setInsufficient(notice) }),
    [requireAuth],
  );

  return (
    <GuardedActionsContext.Provider value={actions}>
      {children}
      <Modal
        open={loginRequired}
        title="Login Required"
        size="sm"
        onClose={() => closeLoginRequired()}
        footer={
          <>
            <Button variant="ghost" onClick={() => closeLoginRequired()}>
              Cancel
            </Button>
            <Button variant="secondary" onClick={() => closeLoginRequired('/signup')}>
              Sign Up
            </Button>
            <Button onClick={() => closeLoginRequired('/login')} data-autofocus>
              Login
            </Button>
          </>
        }
      >
        <p>You need to be logged in to perform this action. Please login or create an account to continue.</p>
      </Modal>
      <Modal
        open={insufficient !== null}
        title="Insufficient Balance"
        size="sm"
        tone="warning"
        onClose={() => setInsufficient(null)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setInsufficient(null)}>
              Maybe Later
            </Button>
            <Button
              data-autofocus
              onClick={() => {
                setInsufficient(null);
                void navigate('/deposit');
              }}
            >
              Add Funds to Account
            </Button>
          </>
        }
      >
        <p>{insufficient?.message || "You don't have enough balance for this action."}</p>
        <p className="text-muted" style={{ marginTop: 'var(--space-2)' }}>
          {insufficient?.actionText || 'Add funds to your account to continue betting.'}
        </p>
      </Modal>
      <Modal
        open={unverified !== null}
        title="Email Verification Required"
        size="sm"
        tone="warning"
        onClose={() => setUnverified(null)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setUnverified(null)}>
              Maybe Later
            </Button>
            <Button
              data-autofocus
              onClick={() => {
                setUnverified(null);
                const email = user?.email ? `?email=${encodeURIComponent(user.email)}` : '';
                void navigate(`/email-verification${email}`);
              }}
            >
              Verify Now
            </Button>
          </>
        }
      >
        <p>{unverified}</p>
        <p className="text-muted" style={{ marginTop: 'var(--space-2)' }}>
          Enter the six-digit code we emailed you to deposit, withdraw, transfer and bet.
        </p>
      </Modal>
    </GuardedActionsContext.Provider>
  );
}

export function useGuardedActions(): GuardedActions {
  const actions = useContext(GuardedActionsContext);
  if (!actions) throw new Error('useGuardedActions must be used inside a GuardedActionsProvider');
  return actions;
}
