import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notice, useToast } from '@p2p/ui';
import { FormField } from '@p2p/ui/form';
import { ApiError } from '@p2p/web-session';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { profileApi } from './profile-api';
import {
  canSubmitPasswordChange,
  changePasswordSchema,
  settingsPasswordSchema,
  type ChangePasswordForm as Form,
} from './profile-schema';

export interface ChangePasswordFormProps {
  /** The modal and the Settings page word the same rules differently (spec 01 section 5). */
  variant: 'modal' | 'settings';
  onChanged?: () => void;
  secondaryAction?: ReactNode;
}

export function ChangePasswordForm({ variant, onChanged, secondaryAction }: ChangePasswordFormProps) {
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Form>({
    resolver: zodResolver(variant === 'modal' ? changePasswordSchema : settingsPasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const {
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;
  const [currentPassword, newPassword, confirmPassword] = useWatch({
    control: form.control,
    name: ['currentPassword', 'newPassword', 'confirmPassword'],
  });
  const values = { currentPassword, newPassword, confirmPassword };

  const onSubmit = handleSubmit(async (entered) => {
    setFailure(null);
    try {
      toast.success(await profileApi.changePassword(entered));
      reset();
      onChanged?.();
    } catch (error) {
      if (error instanceof ApiError && error.status > 0 && error.status < 500) setFailure(error.message);
      else
        setFailure(
          variant === 'modal'
            ? 'An error occurred while changing password'
            : 'Failed to update password. Please try again.',
        );
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        {failure && (
          <Notice tone="danger" className="form-notice">
            {failure}
          </Notice>
        )}
        <FormField
          kind="password"
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
        />
        <FormField kind="password" name="newPassword" label="New password" autoComplete="new-password" />
        <PasswordStrengthMeter password={values.newPassword} />
        <FormField
          kind="password"
          name="confirmPassword"
          label="Confirm new password"
          autoComplete="new-password"
        />
        <div className="form-actions">
          {secondaryAction}
          <Button
            type="submit"
            loading={isSubmitting}
            disabled={variant === 'modal' && !canSubmitPasswordChange(values)}
          >
            {variant === 'modal' ? 'Change Password' : 'Update Password'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
