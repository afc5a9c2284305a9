import { api, type User } from '@p2p/web-session';
import type { ChangePasswordForm, ProfileForm, SecurityQuestionsForm } from './profile-schema';

/** Spec 01 section 7, profile calls, with their fallback messages. */
export const profileApi = {
  async get(): Promise<User> {
    return (await api<{ user: User }>('/api/profile', { fallback: 'Failed to get profile' })).data.user;
  },
  /** A changed phone goes with the current password (and the 2FA code when on). */
  async update(
    changes: Partial<ProfileForm> & { currentPassword?: string; twoFactorCode?: string },
  ): Promise<User> {
    return (
      await api<{ user: User }>('/api/profile', {
        method: 'PUT',
        body: changes,
        fallback: 'Failed to update profile',
      })
    ).data.user;
  },
  async sendPhoneCode(): Promise<void> {
    await api('/api/profile/phone/send-code', { method: 'POST', fallback: 'Failed to send the code' });
  },
  async confirmPhone(code: string): Promise<User> {
    return (
      await api<{ user: User }>('/api/profile/phone/confirm', {
        method: 'POST',
        body: { code },
        fallback: 'Failed to confirm the phone number',
      })
    ).data.user;
  },
  async changePassword(form: ChangePasswordForm): Promise<string> {
    const answer = await api('/api/profile/password', {
      method: 'PUT',
      body: form,
      fallback: 'Failed to change password',
    });
    return answer.message ?? 'Password changed successfully';
  },
  async securityQuestions(): Promise<string[]> {
    return (
      await api<{ questions: string[] }>('/api/profile/security-questions', {
        fallback: 'Failed to load security questions',
      })
    ).data.questions;
  },
  async setSecurityQuestions(form: SecurityQuestionsForm): Promise<void> {
    await api('/api/profile/security-questions', {
      method: 'PUT',
      body: form,
      fallback: 'Failed to save security questions',
    });
  },
};
