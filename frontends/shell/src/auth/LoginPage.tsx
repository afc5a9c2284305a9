import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notice } from '@p2p/ui';
import { FormField } from '@p2p/ui/form';
import { TwoFactorRequired, useSession } from '@p2p/web-session';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from '@p2p/router';
import { loginErrorMessage } from './auth-errors';
import { loginSchema, type LoginForm } from './auth-schemas';
import { keepingNext, returnPath } from './return-path';
import { AuthFrame, SocialButtons, TrustBadges } from './AuthFrame';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';

/** The password was right; the account's authenticator code comes next. */
interface PendingCode {
  challengeToken: string;
  remember: boolean;
}

export default function LoginPage() {
  const { login, completeTwoFactorLogin, signedOutReason } = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const next = returnPath(search);
  const [failure, setFailure] = useState<string | null>(null);
  const [pendingCode, setPendingCode] = useState<PendingCode | null>(null);
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', remember: true },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    setFailure(null);
    try {
      await login({ email: email.trim(), password }, { remember });
    } catch (error) {
      if (error instanceof TwoFactorRequired) {
        return setPendingCode({ challengeToken: error.challengeToken, remember });
      }
      return setFailure(loginErrorMessage(error));
    }
    await navigate(next, { replace: true });
  });

  if (pendingCode) {
    return (
      <AuthFrame title="Two-Factor Authentication" subtitle="One more step to sign in">
        <TwoFactorCodeForm
          onSubmit={async (code) => {
            await completeTwoFactorLogin(pendingCode.challengeToken, code, {
              remember: pendingCode.remember,
            });
            await navigate(next, { replace: true });
          }}
          onCancel={() => {
            setPendingCode(null);
            form.resetField('password');
          }}
        />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Welcome Back" subtitle="Sign in to your P2P Bet account">
      {(failure ?? signedOutReason) && <Notice tone="danger">{failure ?? signedOutReason}</Notice>}
      <FormProvider {...form}>
        <form className="auth-form" onSubmit={onSubmit} noValidate>
          <FormField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
          />
          <FormField
            kind="password"
            name="password"
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
          />
          <div className="auth-form__row">
            <FormField kind="checkbox" name="remember" label="Remember me" />
            <Link to="/password-reset">Forgot Password?</Link>
          </div>
          <Button type="submit" size="lg" block loading={isSubmitting}>
            Sign In
          </Button>
        </form>
      </FormProvider>
      <SocialButtons />
      <p className="auth-card__links">
        Don&apos;t have an account? <Link to={keepingNext('/signup', search)}>Sign up</Link>
      </p>
      <p className="auth-card__links">
        Can&apos;t sign in? <Link to="/account-recovery">Account Recovery</Link>
      </p>
      <TrustBadges />
    </AuthFrame>
  );
}
