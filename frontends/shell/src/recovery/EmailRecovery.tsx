import { Button, Notice } from '@p2p/ui';
import { FormField } from '@p2p/ui/form';
import { FormProvider } from 'react-hook-form';
import { useResetLinkRequest } from '../auth/use-reset-link-request';

export function EmailRecovery() {
  const { form, onSubmit, sentTo, failure } = useResetLinkRequest(
    'Failed to send recovery email. Please try again.',
  );

  if (sentTo) {
    return (
      <Notice tone="success" title="Recovery email sent">
        If an account exists for {sentTo}, a link to reset its password is on its way. It expires in 24 hours.
      </Notice>
    );
  }
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        {failure && (
          <Notice tone="danger" className="form-notice">
            {failure}
          </Notice>
        )}
        <FormField name="email" label="Account email" type="email" autoComplete="email" />
        <Button type="submit" block loading={form.formState.isSubmitting}>
          Send Recovery Email
        </Button>
      </form>
    </FormProvider>
  );
}
