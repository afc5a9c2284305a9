import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notice, TextField } from '@p2p/ui';
import { api } from '@p2p/web-session';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { emailSchema, type EmailForm } from '../auth/auth-schemas';

export function EmailRecovery() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailForm>({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await api('/api/auth/forgot-password', {
        method: 'POST',
        body: { email },
        auth: false,
        fallback: 'Failed to send reset email',
      });
      setSentTo(email);
    } catch {
      setFailure('Failed to send recovery email. Please try again.');
    }
  });

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
