import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notice } from '@p2p/ui';
import { FormField } from '@p2p/ui/form';
import { api, ApiError } from '@p2p/web-session';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from '@p2p/ui/zod';
import { phoneCodeSchema, phoneSchema } from './recovery-schemas';
import { StepFailure, useStepFailure } from './step-failure';
import { useResetHandoff } from './use-reset-handoff';

export function PhoneRecovery() {
  const [phone, setPhone] = useState<string | null>(null);
  return phone === null ? <RequestCode onSent={setPhone} /> : <EnterCode phone={phone} />;
}

function RequestCode({ onSent }: { onSent: (phone: string) => void }) {
  const { failure, attempt } = useStepFailure();
  const form = useForm<z.infer<typeof phoneSchema>>({
    resolver: zodResolver(phoneSchema),
    defaultValues: { phone: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(({ phone }) =>
    attempt(
      async () => {
        await api('/api/auth/recovery/phone', { method: 'POST', body: { phone }, auth: false });
        onSent(phone);
      },
      (error) =>
        error instanceof ApiError && error.status === 400
          ? error.message
          : 'Failed to send SMS code. Please try again.',
    ),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <StepFailure failure={failure} />
        <FormField
          name="phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          placeholder="+1 555 123 4567"
        />
        <Button type="submit" block loading={isSubmitting}>
          Send SMS Code
        </Button>
      </form>
    </FormProvider>
  );
}

function EnterCode({ phone }: { phone: string }) {
  const handOff = useResetHandoff();
  const { failure, attempt } = useStepFailure();
  const form = useForm<z.infer<typeof phoneCodeSchema>>({
    resolver: zodResolver(phoneCodeSchema),
    defaultValues: { code: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(({ code }) =>
    attempt(
      async () => {
        const { data } = await api<{ resetToken: string }>('/api/auth/recovery/phone/verify', {
          method: 'POST',
          body: { phone, code },
          auth: false,
          fallback: 'Invalid verification code. Please try again.',
        });
        await handOff(data.resetToken);
      },
      (error) => (error as Error).message,
    ),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <Notice tone="info" className="form-notice">
          If an account uses {phone}, we have texted it a 6-digit code.
        </Notice>
        <StepFailure failure={failure} />
        <FormField
          name="code"
          label="SMS code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <Button type="submit" block loading={isSubmitting}>
          Verify Code
        </Button>
      </form>
    </FormProvider>
  );
}
