import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@p2p/web-session';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { emailSchema, type EmailForm } from './auth-schemas';

/**
 * Asks auth to email a reset link. The password-reset page and account recovery by email share it;
 * each shows its own failure text, as the specification words them differently.
 */
export function useResetLinkRequest(failureText: string) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EmailForm>({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
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
      setFailure(failureText);
    }
  });

  return { form, onSubmit, sentTo, failure };
}
