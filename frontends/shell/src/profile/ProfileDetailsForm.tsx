import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notice, TextField, useToast } from '@p2p/ui';
import { FormField } from '@p2p/ui/form';
import { ApiError, useSession, type User } from '@p2p/web-session';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { profileApi } from './profile-api';
import { changedFields, GENDERS, profileFormOf, profileSchema, type ProfileForm } from './profile-schema';

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
  const initial = profileFormOf(user);
  const form = useForm<ProfileForm>({ resolver: zodResolver(profileSchema), defaultValues: initial });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    const changes = changedFields(initial, values);
    if (Object.keys(changes).length === 0) return setNotice('No changes to save');
    try {
      const updated = await profileApi.update(changes);
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
