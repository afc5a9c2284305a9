import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { accessToken, testUser } from '@p2p/testing';
import { AuthApp, bearer, publishedEvent, publishedEvents, register, startAuthApp } from './support/auth-app';

describe('ProfileController', () => {
  let auth: AuthApp;

  beforeAll(async () => {
    auth = await startAuthApp();
  });

  afterAll(async () => {
    await auth?.close();
  });

  describe('GET /api/profile', () => {
    it("answers the caller's user object", async () => {
      const user = await register(auth);

      const response = await auth.api().get('/api/profile').set(bearer(user.token));

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        data: { user: expect.objectContaining({ id: user.id, email: user.form.email, balance: '0.00' }) },
      });
      expect(JSON.stringify(response.body)).not.toMatch(/hash|argon/i);
    });

    it('needs a token', async () => {
      const response = await auth.api().get('/api/profile');

      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: 'No authentication token found' });
    });

    it('answers 404 for a token of a user that does not exist', async () => {
      const response = await auth
        .api()
        .get('/api/profile')
        .set(bearer(accessToken(testUser())));

      expect(response.status).toBe(404);
      expect(response.body.message).toBe('User not found');
    });
  });

  describe('PUT /api/profile', () => {
    const update = (token: string, body: object) =>
      auth.api().put('/api/profile').set(bearer(token)).send(body);

    it('changes only the given fields', async () => {
      const user = await register(auth);

      const response = await update(user.token, {
        country: 'Kenya',
        gender: 'female',
        avatar: 'https://cdn.example.com/jane.png',
      });

      expect(response.status).toBe(200);
      expect(response.body.message).toBe('Profile updated successfully');
      expect(response.body.data.user).toMatchObject({
        name: user.form.name,
        username: user.form.username,
        phone: user.form.phone,
        country: 'Kenya',
        dateOfBirth: '1990-**-**',
        gender: 'female',
        avatar: 'https://cdn.example.com/jane.png',
        address: null,
      });
    });

    it('clears an optional field given as null or an empty string', async () => {
      const user = await register(auth);
      await update(user.token, { country: 'Kenya', address: '1 Main St' }).expect(200);

      const response = await update(user.token, { country: null, address: '' });

      expect(response.status).toBe(200);
      expect(response.body.data.user).toMatchObject({ country: null, address: null });
    });

    it('records auth.UserUpdated when the username or name changes, and not for other fields', async () => {
      const user = await register(auth);
      await update(user.token, { country: 'Ghana' }).expect(200);
      const newName = `renamed_${user.form.username.slice(-8)}`;

      await update(user.token, { username: newName, name: 'Janet Doe' }).expect(200);

      const event = await publishedEvent(auth, 'auth.UserUpdated', user.id);
      expect(event.payload).toMatchObject({ userId: user.id, username: newName, name: 'Janet Doe' });
      expect(publishedEvents(auth, 'auth.UserUpdated', user.id)).toHaveLength(1);
    });

    it('derives firstName and lastName from name unless they are set', async () => {
      const user = await register(auth);

      const derived = await update(user.token, { name: 'Mary Ann Smith' });
      const explicit = await update(user.token, { firstName: 'Mary Ann', lastName: 'Smith' });

      expect(derived.body.data.user).toMatchObject({ firstName: 'Mary', lastName: 'Ann Smith' });
      expect(explicit.body.data.user).toMatchObject({ firstName: 'Mary Ann', lastName: 'Smith' });
    });

    it('refuses the email, which is read-only', async () => {
      const user = await register(auth);

      const response = await update(user.token, { email: 'other@example.com' });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'Email cannot be changed' });
    });

    it('answers No changes to save for an empty body', async () => {
      const user = await register(auth);

      const response = await update(user.token, {});

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'No changes to save' });
    });

    it.each([
      [{ name: '' }, 'Name is required'],
      [{ name: 'n'.repeat(101) }, 'Name cannot exceed 100 characters'],
      [{ username: '' }, 'Username is required'],
      [{ username: 'ab' }, 'Username must be between 3 and 30 characters'],
      [{ username: 'bad name' }, 'Username can only contain letters, numbers, and underscores'],
      [{ phone: '123' }, 'Please provide a valid phone number'],
      [{ dateOfBirth: '1990-04-22' }, 'Date of birth cannot be changed'],
      [{ dateOfBirth: null }, 'Date of birth cannot be changed'],
      [{ country: 'c'.repeat(101) }, 'Country cannot exceed 100 characters'],
      [{ address: 'a'.repeat(501) }, 'Address cannot exceed 500 characters'],
      [{ avatar: 'not a url' }, 'Avatar must be a valid URL'],
      [{ avatar: 'javascript:alert(1)' }, 'Avatar must be a valid URL'],
      [{ gender: 'robot' }, 'Gender must be one of: male, female, other, prefer_not_to_say'],
    ])('answers 400 for %o with the specification text', async (body, message) => {
      const user = await register(auth);

      const response = await update(user.token, body);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });

    it('joins several errors with commas', async () => {
      const user = await register(auth);

      const response = await update(user.token, { name: '', phone: 'x', country: 'c'.repeat(101) });

      expect(response.body.message).toBe(
        'Name is required, Please provide a valid phone number, Country cannot exceed 100 characters',
      );
    });

    it('refuses a username someone else has, whatever its case', async () => {
      const taken = await register(auth);
      const user = await register(auth);

      const response = await update(user.token, { username: taken.form.username.toUpperCase() });

      expect(response.status).toBe(409);
      expect(response.body).toEqual({ success: false, message: 'Username is already taken' });
    });

    it("cannot touch another user's profile: the target is always the token's user", async () => {
      const victim = await register(auth);
      const attacker = await register(auth);

      const withId = await update(attacker.token, { id: victim.id, country: 'Nowhere' });
      await update(attacker.token, { country: 'Elsewhere' }).expect(200);
      const victimProfile = await auth.api().get('/api/profile').set(bearer(victim.token));

      expect(withId.status).toBe(400);
      expect(withId.body.message).toBe('property id should not exist');
      expect(victimProfile.body.data.user.country).toBeNull();
    });

    it('refuses a forged token that claims another user', async () => {
      const victim = await register(auth);
      const forged = accessToken(testUser({ id: victim.id }), { issuer: 'someone-else' });

      const response = await update(forged, { country: 'Nowhere' });

      expect(response.status).toBe(401);
    });
  });

  describe('PUT /api/profile/password', () => {
    const change = (token: string, body: object) =>
      auth.api().put('/api/profile/password').set(bearer(token)).send(body);

    it('changes the password when the current one is right', async () => {
      const user = await register(auth);

      const response = await change(user.token, {
        currentPassword: user.form.password,
        newPassword: 'Changed-Pass-1',
        confirmPassword: 'Changed-Pass-1',
      });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        data: null,
        message: 'Password changed successfully. Please log in again.',
      });
      await auth
        .api()
        .post('/api/auth/login')
        .send({ email: user.form.email, password: user.form.password })
        .expect(401);
      await auth
        .api()
        .post('/api/auth/login')
        .send({ email: user.form.email, password: 'Changed-Pass-1' })
        .expect(200);
    });

    it('refuses a wrong current password', async () => {
      const user = await register(auth);

      const response = await change(user.token, {
        currentPassword: 'not-the-password',
        newPassword: 'Changed-Pass-1',
        confirmPassword: 'Changed-Pass-1',
      });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'Current password is incorrect' });
    });

    it('counts wrong current passwords towards the login lockout', async () => {
      const user = await register(auth);
      const guess = {
        currentPassword: 'guess-guess',
        newPassword: 'Changed-Pass-1',
        confirmPassword: 'Changed-Pass-1',
      };
      for (let attempt = 0; attempt < 5; attempt++) await change(user.token, guess).expect(400);

      const locked = await change(user.token, { ...guess, currentPassword: user.form.password });

      expect(locked.status).toBe(429);
    });

    it.each([
      [{ currentPassword: '' }, 'Current password is required'],
      [{ newPassword: '' }, 'New password is required, Password confirmation does not match'],
      [{ newPassword: 'short', confirmPassword: 'short' }, 'New password must be at least 8 characters'],
      [{ confirmPassword: '' }, 'Password confirmation is required'],
      [{ confirmPassword: 'Different-1' }, 'Password confirmation does not match'],
    ])('answers 400 for %o with the specification text', async (body, message) => {
      const user = await register(auth);

      const response = await change(user.token, {
        currentPassword: user.form.password,
        newPassword: 'Changed-Pass-1',
        confirmPassword: 'Changed-Pass-1',
        ...body,
      });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });

    it('refuses a new password equal to the current one', async () => {
      const user = await register(auth);

      const response = await change(user.token, {
        currentPassword: user.form.password,
        newPassword: user.form.password,
        confirmPassword: user.form.password,
      });

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('New password must be different from the current password');
    });
  });

  describe('POST /api/profile/avatar', () => {
    it('sets the avatar to an http(s) URL', async () => {
      const user = await register(auth);

      const response = await auth
        .api()
        .post('/api/profile/avatar')
        .set(bearer(user.token))
        .send({ avatarUrl: 'https://cdn.example.com/a.png' });

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        message: 'Avatar updated successfully',
        data: { user: { avatar: 'https://cdn.example.com/a.png' } },
      });
    });

    it.each([
      [{}, 'Avatar URL is required'],
      [{ avatarUrl: 'ftp://example.com/a.png' }, 'Avatar must be a valid URL'],
    ])('answers 400 for %o', async (body, message) => {
      const user = await register(auth);

      const response = await auth.api().post('/api/profile/avatar').set(bearer(user.token)).send(body);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });
  });
});
