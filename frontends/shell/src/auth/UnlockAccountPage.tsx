import { Button, buttonClassName, Icon, Notice } from '@p2p/ui';
import { api } from '@p2p/web-session';
import { useState } from 'react';
import { Link, useSearchParams } from '@p2p/router';
import { AuthFrame } from './AuthFrame';

type Outcome =
  | { state: 'idle' }
  | { state: 'working' }
  | { state: 'done'; message: string }
  | { state: 'failed'; message: string };

/**
 * /unlock-account?token=: opened from the email sent when an account was locked after repeated
 * failed logins. The link unlocks only on a click here, never on opening: mail scanners open links.
 */
export default function UnlockAccountPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });

  const unlock = async () => {
    setOutcome({ state: 'working' });
    try {
      const answer = await api<null>('/api/auth/unlock', {
        method: 'POST',
        body: { token },
        auth: false,
        fallback: 'Failed to unlock the account',
      });
      setOutcome({ state: 'done', message: answer.message ?? 'Your account has been unlocked.' });
    } catch (error) {
      setOutcome({ state: 'failed', message: (error as Error).message });
    }
  };

  if (outcome.state === 'done') {
    return (
      <AuthFrame title="Account Unlocked">
        <p className="success-mark">
          <Icon name="check" size={32} />
        </p>
        <Notice tone="success">{outcome.message}</Notice>
        <Link to="/login" className={buttonClassName({ block: true, size: 'lg' })}>
          Continue to Login
        </Link>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title="Unlock Your Account"
      subtitle="Your account was locked after too many failed sign-in attempts."
    >
      {!token && (
        <Notice tone="danger">This unlock link is incomplete. Open the link from the email again.</Notice>
      )}
      {outcome.state === 'failed' && (
        <Notice tone="danger" action={<Link to="/password-reset">Reset your password instead</Link>}>
          {outcome.message}
        </Notice>
      )}
      <p>
        If you did not try to sign in, someone may be guessing your password: after unlocking, change it from
        your profile.
      </p>
      <Button
        size="lg"
        block
        disabled={!token}
        loading={outcome.state === 'working'}
        onClick={() => void unlock()}
      >
        Unlock My Account
      </Button>
      <p className="auth-card__links">
        <Link to="/login">Back to Login</Link>
      </p>
    </AuthFrame>
  );
}
