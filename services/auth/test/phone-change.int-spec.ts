import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signupForm } from './factories/accounts';
import { AuthApp, authEnv, bearer, codeIn, register, RegisteredUser, startAuthApp } from './support/auth-app';
import { confirmPhone, messageAbout, SUBJECTS } from './support/phones';
import { enableTwoFactor } from './support/two-factor';

/** Issue 30, finding 1: a stolen access token alone must not move the phone that recovers the account. */
describe('Changing and confirming the phone', () => {
  let auth: AuthApp;
  const update = (user: RegisteredUser, body: object) =>
    auth.api().put('/api/profile').set(bearer(user.token)).send(body);
  const profile = async (user: RegisteredUser) =>
    (await auth.api().get('/api/profile').set(bearer(user.token)).expect(200)).body.data.user;

  beforeAll(async () => {
    auth = await startAuthApp(authEnv(), { mail: true });
  });

  afterAll(async () => {
    await auth?.close();
  });

  describe('PUT /api/profile with a different phone', () => {
    it('is refused without the current password, and the phone stays', async () => {
      const user = await register(auth);

      const response = await update(user, { phone: signupForm().phone });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: 'Current password is required to change your phone number',
      });
      expect((await profile(user)).phone).toBe(user.form.phone);
    });

    it('is refused with a wrong password', async () => {
      const user = await register(auth);

      const response = await update(user, { phone: signupForm().phone, currentPassword: 'not-mine-1' });

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Current password is incorrect');
      expect((await profile(user)).phone).toBe(user.form.phone);
    });

    it('changes it with the password, leaves it unconfirmed and tells the old phone and the email', async () => {
      const user = await register(auth);
      await confirmPhone(auth, user);
      const newPhone = signupForm().phone;

      const response = await update(user, { phone: newPhone, currentPassword: user.form.password });

      expect(response.status).toBe(200);
      expect(response.body.data.user).toMatchObject({ phone: newPhone, isPhoneVerified: false });
      const toOldPhone = await messageAbout(auth, user.form.phone, SUBJECTS.phoneChanged);
      const toEmail = await messageAbout(auth, user.form.email, SUBJECTS.phoneChanged);
      expect(toOldPhone.text).toContain(`changed to one ending in ${newPhone.slice(-2)}`);
      expect(toEmail.text).toContain('If this was not you');
    });

    it('with two-factor authentication on, needs a code from the app as well', async () => {
      const user = await register(auth);
      const { recoveryCodes } = await enableTwoFactor(auth, user);
      const newPhone = signupForm().phone;

      const withoutCode = await update(user, { phone: newPhone, currentPassword: user.form.password });
      const wrongCode = await update(user, {
        phone: newPhone,
        currentPassword: user.form.password,
        twoFactorCode: '000000',
      });
      const withCode = await update(user, {
        phone: newPhone,
        currentPassword: user.form.password,
        twoFactorCode: recoveryCodes[0],
      });

      expect(withoutCode.status).toBe(400);
      expect(withoutCode.body.message).toBe('Authentication code is required to change your phone number');
      expect(wrongCode.status).toBe(400);
      expect(wrongCode.body.message).toBe('Invalid authentication code');
      expect(withCode.status).toBe(200);
      expect(withCode.body.data.user.phone).toBe(newPhone);
    });

    it('needs no password for the same phone written differently, nor for other fields', async () => {
      const user = await register(auth);
      await confirmPhone(auth, user);

      const response = await update(user, { phone: user.form.phone.replace(/\s/g, ''), country: 'Kenya' });

      expect(response.status).toBe(200);
      expect(response.body.data.user).toMatchObject({ country: 'Kenya', isPhoneVerified: true });
    });

    it('needs the password to remove the phone too', async () => {
      const user = await register(auth);

      const refused = await update(user, { phone: null });
      const removed = await update(user, { phone: null, currentPassword: user.form.password });

      expect(refused.status).toBe(400);
      expect(removed.status).toBe(200);
      expect(removed.body.data.user.phone).toBeNull();
    });
  });

  describe('POST /api/profile/phone/send-code and /confirm', () => {
    const sendCode = (user: RegisteredUser) =>
      auth.api().post('/api/profile/phone/send-code').set(bearer(user.token));
    const confirm = (user: RegisteredUser, code: string) =>
      auth.api().post('/api/profile/phone/confirm').set(bearer(user.token)).send({ code });

    it('texts a code to the phone on file, which confirms it', async () => {
      const user = await register(auth);

      const sent = await sendCode(user);
      const code = codeIn((await messageAbout(auth, user.form.phone, SUBJECTS.confirmation)).text);
      const confirmed = await confirm(user, code);

      expect(sent.status).toBe(200);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data.user.isPhoneVerified).toBe(true);
      expect((await profile(user)).isPhoneVerified).toBe(true);
    });

    it('refuses a wrong code', async () => {
      const user = await register(auth);
      await sendCode(user).expect(200);
      const code = codeIn((await messageAbout(auth, user.form.phone, SUBJECTS.confirmation)).text);

      const response = await confirm(user, String((Number(code) + 1) % 1_000_000).padStart(6, '0'));

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Invalid verification code');
      expect((await profile(user)).isPhoneVerified).toBe(false);
    });

    it('does not take a code sent to the earlier phone as proof of the new one', async () => {
      const user = await register(auth);
      await sendCode(user).expect(200);
      const code = codeIn((await messageAbout(auth, user.form.phone, SUBJECTS.confirmation)).text);
      await update(user, { phone: signupForm().phone, currentPassword: user.form.password }).expect(200);

      const response = await confirm(user, code);

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Request a confirmation code for your phone first');
    });

    it('asks for a phone first when there is none', async () => {
      const user = await register(auth);
      await update(user, { phone: null, currentPassword: user.form.password }).expect(200);

      const response = await sendCode(user);

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Add a phone number first');
    });
  });
});
