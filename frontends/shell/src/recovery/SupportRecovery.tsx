import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notice } from '@p2p/ui';
import { FormField } from '@p2p/ui/form';
import { api } from '@p2p/web-session';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { supportSchema, type SupportForm } from './recovery-schemas';
import { StepFailure, useStepFailure } from './step-failure';

export function SupportRecovery() {
  const [sent, setSent] = useState<string | null>(null);
  const { failure, attempt } = useStepFailure();
  const form = useForm<SupportForm>({
    resolver: zodResolver(supportSchema),
    defaultValues: { name: '', contactEmail: '', accountInfo: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit((form) =>
    attempt(
      async () => {
        const answer = await api('/api/auth/recovery/support', { method: 'POST', body: form, auth: false });
        setSent(
          answer.message ?? 'Your request has been received. Our team will respond within 24-48 hours.',
        );
      },
      () => 'Failed to submit support request. Please try again.',
    ),
  );

  if (sent)
    return (
      <Notice tone="success" title="Request sent">
        {sent}
      </Notice>
    );
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <StepFailure failure={failure} />
        <FormField name="name" label="Full name" autoComplete="name" />
        <FormField name="contactEmail" label="Contact email" type="email" autoComplete="email" />
        <FormField
          kind="textarea"
          name="accountInfo"
          label="Account information"
          hint="Your username, the email or phone on the account, and anything that helps us confirm it is yours."
          rows={4}
        />
        <Button type="submit" block loading={isSubmitting}>
          Submit Request
        </Button>
      </form>
    </FormProvider>
  );
}
