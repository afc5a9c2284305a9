import { zodResolver } from '@hookform/resolvers/zod';
import { Button, buttonClassName, Icon, Notice } from '@p2p/ui';
import { FormField } from '@p2p/ui/form';
import { api } from '@p2p/web-session';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from '@p2p/router';
import { PasswordStrengthMeter } from '../profile/PasswordStrengthMeter';
import { newPasswordSchema, type NewPasswordForm } from './auth-schemas';
import { useResetLinkRequest } from './use-reset-link-request';
import { AuthFrame } from './AuthFrame';

/** /password-reset: the request form, or, opened from the emailed link (?token=), the new-password form. */
export default function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <NewPassword token={token} /> : <RequestReset />;
}

function RequestReset() {
  const { form, onSubmit, sentTo, failure } = useResetLinkRequest(
    'Failed to send reset link. Please try again.',
  );

  if (sentTo) {
    return (
      <AuthFrame title="Check Your Email">
        <p className="success-mark">
          <Icon name="send" size={28} />
        </p>
        <Notice tone="success">
          If an account exists for <strong>{sentTo}</strong>, we have sent a link to reset its password. The
          link expires in 24 hours.
        </Notice>
        <p className="auth-card__links">
          <Link to="/login">Back to Login</Link>
        </p>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Reset Password" subtitle="Enter your account's email and we'll send you a reset link">
      {failure && <Notice tone="danger">{failure}</Notice>}
      <FormProvider {...form}>
        <form className="auth-form" onSubmit={onSubmit} noValidate>
          <FormField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
          />
          <Button type="submit" size="lg" block loading={form.formState.isSubmitting}>
            Send Reset Link
          </Button>
        </form>
      </FormProvider>
      <p className="auth-card__links">
        Remembered it? <Link to="/login">Back to Login</Link> ·{' '}
        <Link to="/account-recovery">Other ways to recover</Link>
      </p>
    </AuthFrame>
  );
}

function NewPassword({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const typedPassword = useWatch({ control: form.control, name: 'newPassword' });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await api('/api/auth/reset-password', {
        method: 'POST',
        body: { token, newPassword },
        auth: false,
        fallback: 'Failed to reset password',
      });
      setDone(true);
    } catch (error) {
      setFailure((error as Error).message);
    }
  });

  if (done) {
    return (
      <AuthFrame title="Password Updated" subtitle="Sign in with your new password.">
        <p className="success-mark">
          <Icon name="check" size={32} />
        </p>
        <Link to="/login" className={buttonClassName({ block: true, size: 'lg' })}>
          Continue to Login
        </Link>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Choose a New Password" subtitle="Your reset link is valid for 24 hours">
      {failure && (
        <Notice tone="danger" action={<Link to="/password-reset">Request a new link</Link>}>
          {failure}
        </Notice>
      )}
      <FormProvider {...form}>
        <form className="auth-form" onSubmit={onSubmit} noValidate>
          <FormField kind="password" name="newPassword" label="New password" autoComplete="new-password" />
          <PasswordStrengthMeter password={typedPassword} />
          <FormField
            kind="password"
            name="confirmPassword"
            label="Confirm new password"
            autoComplete="new-password"
          />
          <Button type="submit" size="lg" block loading={isSubmitting}>
            Update Password
          </Button>
        </form>
      </FormProvider>
    </AuthFrame>
  );
}
