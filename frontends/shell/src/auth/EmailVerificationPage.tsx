import { Button, buttonClassName, Icon, Notice, TextField } from '@p2p/ui';
import { api, ApiError, EMAIL_VERIFIED_KEY, useSession } from '@p2p/web-session';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@p2p/router';
import { EMAIL_PATTERN } from '../forms/patterns';
import { verificationErrorMessage } from './auth-errors';
import { AuthFrame } from './AuthFrame';
import { emptyPin, PIN_LENGTH } from './pin';
import { PinInput } from './PinInput';
import { useCooldown } from './use-cooldown';

/** Spec 01 section 9. */
const RESEND_COOLDOWN_S = 60;
const SUCCESS_REDIRECT_MS = 2000;
const TOKEN_CHECK_DELAY_MS = 1000;

export default function EmailVerificationPage() {
  const [params] = useSearchParams();
  const { user, confirmEmailVerified } = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState(params.get('email') ?? user?.email ?? '');
  const [boxes, setBoxes] = useState(emptyPin);
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [verified, setVerified] = useState(false);
  const [resent, setResent] = useState(false);
  const cooldown = useCooldown();
  const token = params.get('token');

  const markVerified = () => {
    localStorage.setItem(EMAIL_VERIFIED_KEY, 'true');
    if (user && user.email.toLowerCase() === email.trim().toLowerCase())
      void confirmEmailVerified({ ...user, isEmailVerified: true });
    setVerified(true);
  };

  // A link carrying a token: show the result of the server's status for the address after a second.
  // The server answers only a signed-in user about their own address, so a guest, or a page opened
  // for another address, enters the PIN instead.
  const checkStatus = useEffectEvent(async () => {
    if (!user || user.email.toLowerCase() !== email.trim().toLowerCase()) return;
    try {
      const { data } = await api<{ isVerified: boolean }>(
        `/api/email-verification/status/${encodeURIComponent(user.email)}`,
        {
          fallback: 'Failed to get verification status',
        },
      );
      if (data.isVerified) markVerified();
    } catch {
      setError('Failed to check verification status.');
    }
  });
  useEffect(() => {
    if (!token) return;
    const timer = setTimeout(() => void checkStatus(), TOKEN_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [token]);

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => void navigate('/?verified=true'), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verified, navigate]);

  const emailValid = EMAIL_PATTERN.test(email.trim());

  const verify = async () => {
    const pin = boxes.join('');
    if (pin.length < PIN_LENGTH) return setError('Please enter all 6 digits');
    setError(null);
    setVerifying(true);
    try {
      await api('/api/email-verification/verify-pin', {
        method: 'POST',
        body: { pin, email: email.trim() },
        fallback: 'PIN verification failed',
      });
      markVerified();
    } catch (failure) {
      setError(verificationErrorMessage(failure));
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    try {
      await api('/api/email-verification/resend', {
        method: 'POST',
        body: { email: email.trim() },
        fallback: 'Failed to resend verification code',
      });
      setBoxes(emptyPin());
      setError(null);
      setResent(true);
      cooldown.start(RESEND_COOLDOWN_S);
    } catch (failure) {
      if (failure instanceof ApiError && failure.retryAfter) cooldown.start(failure.retryAfter);
      console.error('Resending the verification code failed', failure);
    }
  };

  if (verified) {
    return (
      <AuthFrame title="Email Verified!" subtitle="Your account is ready. Taking you to the dashboard…">
        <p className="success-mark">
          <Icon name="check" size={32} />
        </p>
        <div className="stack">
          <Link to="/login" className={buttonClassName({ variant: 'secondary', block: true })}>
            Continue to Login
          </Link>
          <Link to="/?verified=true" className={buttonClassName({ block: true })}>
            Go to Dashboard
          </Link>
        </div>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title="Verify Your Email"
      subtitle={
        email && emailValid ? (
          <>
            Enter the 6-digit code we sent to <strong>{email}</strong>
          </>
        ) : (
          'Enter your email and the 6-digit code we sent you'
        )
      }
    >
      <ol className="verify-steps" aria-label="Progress">
        <li className="verify-steps__done">
          <span className="verify-steps__dot">1</span> Account
        </li>
        <li className="verify-steps__current" aria-current="step">
          <span className="verify-steps__dot">2</span> Verify email
        </li>
        <li>
          <span className="verify-steps__dot">3</span> Start betting
        </li>
      </ol>
      {!params.get('email') && !user && (
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      )}
      {resent && !error && <Notice tone="success">A new code is on its way. Check your inbox.</Notice>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void verify();
        }}
        noValidate
      >
        <PinInput
          boxes={boxes}
          onChange={setBoxes}
          invalid={Boolean(error)}
          describedBy={error ? 'pin-error' : undefined}
        />
        {error && (
          <p id="pin-error" className="ui-field__error" role="alert" style={{ textAlign: 'center' }}>
            {error}
          </p>
        )}
        <div className="stack" style={{ marginTop: 'var(--space-4)' }}>
          <Button type="submit" size="lg" block loading={verifying} disabled={!emailValid}>
            Verify Code
          </Button>
          <Button
            variant="secondary"
            block
            disabled={cooldown.remaining > 0 || !emailValid}
            onClick={() => void resend()}
          >
            {cooldown.remaining > 0 ? `Resend Email in ${cooldown.remaining}s` : 'Resend Email'}
          </Button>
        </div>
      </form>
      <ul className="help-list">
        <li>Check your spam or promotions folder.</li>
        <li>The code expires after a while: ask for a new one with Resend Email.</li>
        <li>
          Wrong address? <Link to="/signup">Change Email</Link>
        </li>
        <li>
          Still stuck? <Link to="/support">Contact Support</Link>
        </li>
      </ul>
      <p className="auth-card__links">
        <Link to="/login">Back to Login</Link>
      </p>
    </AuthFrame>
  );
}
