import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notice, SelectField, TextAreaField, TextField, useToast } from '@p2p/ui';
import { ApiError, useSession, type User } from '@p2p/web-session';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileForm>({ resolver: zodResolver(profileSchema), defaultValues: initial });

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
    <form onSubmit={onSubmit} noValidate>
      {notice && (
        <Notice tone={notice === 'No changes to save' ? 'info' : 'danger'} className="form-notice">
          {notice}
        </Notice>
      )}
      <div className="form-grid">
        <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Username"
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label="Email"
          type="email"
          value={user.email}
          readOnly
          hint="Your email cannot be changed here."
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Date of birth"
          type="date"
          error={errors.dateOfBirth?.message}
          {...register('dateOfBirth')}
        />
        <SelectField
          label="Gender"
          options={GENDERS}
          error={errors.gender?.message}
          {...register('gender')}
        />
        <TextField
          label="Country"
          autoComplete="country-name"
          error={errors.country?.message}
          {...register('country')}
        />
        <TextField
          label="Avatar URL"
          type="url"
          placeholder="https://…"
          error={errors.avatar?.message}
          {...register('avatar')}
        />
      </div>
      <TextAreaField
        label="Address"
        autoComplete="street-address"
        rows={3}
        error={errors.address?.message}
        {...register('address')}
      />
      <div className="form-actions">
        {secondaryAction}
        <Button type="submit" loading={isSubmitting}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
