import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notice, TextField, useToast } from '@p2p/ui';
import { FormField } from '@p2p/ui/form';
import { ApiError, useSession, type User } from '@p2p/web-session';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { profileApi } from './profile-api';
import {
  changedFields,
  GENDERS,
  phoneChanged,
  profileFormOf,
  profileSchema,
  type ProfileForm,
} from './profile-schema';

export interface ProfileDetailsFormProps {
  user: User;
  onSaved?: () => void;
  /** Extra buttons beside Save (the modal's Cancel). */
  secondaryAction?: ReactNode;
}

/** The Edit Profile form (in its modal and on the Settings page): only changed fields are sent. */
export function ProfileDetailsForm({ user, onSaved, secondaryAction }: ProfileDetailsFormProps) {
  const { updateUser } = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  // Asked only when the phone changes: it recovers the account, so a stolen session alone must not move it.
  const [proof, setProof] = useState({ currentPassword: '', twoFactorCode: '' });
  const [proofError, setProofError] = useState<{ currentPassword?: string; twoFactorCode?: string }>({});
  const initial = profileFormOf(user);
  const form = useForm<ProfileForm>({ resolver: zodResolver(profileSchema), defaultValues: initial });
  const {
    handleSubmit,
    control,
    formState: { isSubmitting },
  } = form;
  const needsProof = phoneChanged(initial.phone, useWatch({ control, name: 'phone' }) ?? '');

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    const changes = changedFields(initial, values);
    if (Object.keys(changes).length === 0) return setNotice('No changes to save');
    const missing = {
      currentPassword:
        needsProof && !proof.currentPassword
          ? 'Current password is required to change your phone number'
          : undefined,
      twoFactorCode:
        needsProof && user.twoFactorEnabled && !proof.twoFactorCode.trim()
          ? 'Authentication code is required to change your phone number'
          : undefined,
    };
    setProofError(missing);
    if (missing.currentPassword || missing.twoFactorCode) return;
    try {
      const updated = await profileApi.update(
        needsProof
          ? {
              ...changes,
              currentPassword: proof.currentPassword,
              ...(user.twoFactorEnabled ? { twoFactorCode: proof.twoFactorCode.trim() } : {}),
            }
          : changes,
      );
      setProof({ currentPassword: '', twoFactorCode: '' });
      // A profile read still in flight (the page's first load) would land after the save and
      // put the old values back on screen; drop it so the saved answer is the last word.
      await queryClient.cancelQueries({ queryKey: ['profile'] });
      updateUser(updated);
      queryClient.setQueryData(['profile'], updated);
      toast.success('Profile updated successfully');
      onSaved?.();
    } catch (error) {
      setNotice(
        error instanceof ApiError && error.status > 0
          ? error.message
          : 'An error occurred while updating profile',
      );
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        {notice && (
          <Notice tone={notice === 'No changes to save' ? 'info' : 'danger'} className="form-notice">
            {notice}
          </Notice>
        )}
        <div className="form-grid">
          <FormField name="name" label="Full name" autoComplete="name" />
          <FormField name="username" label="Username" autoComplete="username" />
          <TextField
            label="Email"
            type="email"
            value={user.email}
            readOnly
            hint="Your email cannot be changed here."
          />
          <FormField name="phone" label="Phone" type="tel" autoComplete="tel" />
          <TextField
            label="Date of birth"
            value={user.dateOfBirth ?? ''}
            placeholder="Not set"
            readOnly
            hint="Given at sign-up; only the year is shown."
          />
          <FormField kind="select" name="gender" label="Gender" options={GENDERS} />
          <FormField name="country" label="Country" autoComplete="country-name" />
          <FormField name="avatar" label="Avatar URL" type="url" placeholder="https://…" />
        </div>
        <FormField kind="textarea" name="address" label="Address" autoComplete="street-address" rows={3} />
        {needsProof && (
          <div className="form-grid">
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              value={proof.currentPassword}
              onChange={(event) => setProof({ ...proof, currentPassword: event.target.value })}
              error={proofError.currentPassword}
              hint="Changing your phone needs your password: the phone can recover your account."
            />
            {user.twoFactorEnabled && (
              <TextField
                label="Authentication code"
                autoComplete="one-time-code"
                inputMode="numeric"
                value={proof.twoFactorCode}
                onChange={(event) => setProof({ ...proof, twoFactorCode: event.target.value })}
                error={proofError.twoFactorCode}
                hint="A code from your authenticator app, or a recovery code."
              />
            )}
          </div>
        )}
        <div className="form-actions">
          {secondaryAction}
          <Button type="submit" loading={isSubmitting}>
            Save Changes
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
