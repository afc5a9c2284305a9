import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notice } from '@p2p/ui';
import { FormField } from '@p2p/ui/form';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { twoFactorErrorMessage } from './auth-errors';
import { twoFactorCodeSchema, type TwoFactorCodeForm as Form } from './auth-schemas';

export interface TwoFactorCodeFormProps {
  /** Sends the code; rejects with the server's refusal. */
  onSubmit(code: string): Promise<void>;
  /** Back to the email and password (a new challenge). */
  onCancel(): void;
}

/** The login's second step, for an account with two-factor authentication. */
export function TwoFactorCodeForm({ onSubmit, onCancel }: TwoFactorCodeFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Form>({ resolver: zodResolver(twoFactorCodeSchema), defaultValues: { code: '' } });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const submit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await onSubmit(code);
    } catch (error) {
      setFailure(twoFactorErrorMessage(error));
    }
  });

  return (
    <FormProvider {...form}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <p className="text-muted">
          Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery
          codes instead.
        </p>
        {failure && <Notice tone="danger">{failure}</Notice>}
        <FormField
          name="code"
          label="Authentication code"
          autoComplete="one-time-code"
          inputMode="text"
          placeholder="123456"
          autoFocus
        />
        <Button type="submit" size="lg" block loading={isSubmitting}>
          Verify
        </Button>
        <Button type="button" variant="ghost" block onClick={onCancel} disabled={isSubmitting}>
          Back to Sign In
        </Button>
      </form>
    </FormProvider>
  );
}
