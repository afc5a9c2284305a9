import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notice, PasswordField, useToast } from '@p2p/ui';
import { ApiError } from '@p2p/web-session';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
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
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Form>({
    resolver: zodResolver(variant === 'modal' ? changePasswordSchema : settingsPasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const values = watch();

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      toast.success(await profileApi.changePassword(form));
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
    <form onSubmit={onSubmit} noValidate>
      {failure && (
        <Notice tone="danger" className="form-notice">
          {failure}
        </Notice>
      )}
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordStrengthMeter password={values.newPassword} />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
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
  );
}
