import { Button, Notice, TextField } from '@p2p/ui';
import { useResetLinkRequest } from '../auth/use-reset-link-request';

export function EmailRecovery() {
  const {
    form: {
      register,
      formState: { errors, isSubmitting },
    },
    onSubmit,
    sentTo,
    failure,
  } = useResetLinkRequest('Failed to send recovery email. Please try again.');

  if (sentTo) {
    return (
      <Notice tone="success" title="Recovery email sent">
        If an account exists for {sentTo}, a link to reset its password is on its way. It expires in 24 hours.
      </Notice>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      {failure && (
        <Notice tone="danger" className="form-notice">
          {failure}
        </Notice>
      )}
      <TextField
        label="Account email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" block loading={isSubmitting}>
        Send Recovery Email
      </Button>
    </form>
  );
}
