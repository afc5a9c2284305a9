import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signupForm } from './factories/accounts';
import {
  AuthApp,
  publishedEvent,
  authEnv,
  bearer,
  codeIn,
  messagesTo,
  register,
  RegisteredUser,
  startAuthApp,
} from './support/auth-app';
import { agePhoneChange, confirmPhone, messageAbout, SUBJECTS } from './support/phones';

const QUESTIONS = [
  { question: 'What was the name of your first pet?', answer: 'Rex' },
  { question: 'In which city were you born?', answer: 'New  York' },
  { question: 'What is your favourite team?', answer: 'Arsenal' },
];

describe('RecoveryController and security questions settings', () => {
  let auth: AuthApp;
  const login = (email: string, password: string) =>
    auth.api().post('/api/auth/login').send({ email, password });
  const setQuestions = (
    user: RegisteredUser,
    questions: unknown = QUESTIONS,
    currentPassword = user.form.password,
  ) =>
    auth
      .api()
      .put('/api/profile/security-questions')
      .set(bearer(user.token))
      .send({ currentPassword, questions });
  const verifyAnswers = (identifier: string, answers: unknown) =>
    auth.api().post('/api/auth/recovery/security-questions/verify').send({ identifier, answers });

  beforeAll(async () => {
    auth = await startAuthApp(authEnv(), { mail: true });
  });

  afterAll(async () => {
    await auth?.close();
  });

  describe('by phone', () => {
    const sendCode = (phone: string) => auth.api().post('/api/auth/recovery/phone').send({ phone });
    const verifyCode = (phone: string, code: string) =>
      auth.api().post('/api/auth/recovery/phone/verify').send({ phone, code });
    const smsCode = async (phone: string, count = 1) =>
      codeIn((await messageAbout(auth, phone, SUBJECTS.recovery, count)).text);
    /** A user whose phone recovery may text: confirmed by a code, given at sign-up. */
    const recoverableUser = async () => {
      const user = await register(auth);
      await confirmPhone(auth, user);
      return user;
    };
    /** The minute between two texts to one phone, passed. */
    const endSendCooldown = (phone: string) =>
      auth.db.query(
        `UPDATE send_cooldowns SET last_sent_at = now() - interval '2 minutes'
          WHERE purpose = 'phone-recovery' AND address = $1`,
        [phone.replace(/[^\d+]/g, '')],
      );
    const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    it('texts a code naming the account, which buys a reset token for the new password', async () => {
      const user = await recoverableUser();

      const sent = await sendCode(user.form.phone);
      const message = await messageAbout(auth, user.form.phone, SUBJECTS.recovery);
      const verified = await verifyCode(user.form.phone.replace(/\s/g, ''), codeIn(message.text));
      const reset = await auth
        .api()
        .post('/api/auth/reset-password')
        .send({ token: verified.body.data.resetToken, newPassword: 'Phone-Reset-1' });

      expect(sent.status).toBe(200);
      expect(sent.body.message).toBe(
        'If an account uses this phone number, a verification code has been sent.',
      );
      expect(message.text).toMatch(new RegExp(`recovery code for @${user.form.username} is \\d{6}`));
      expect(verified.status).toBe(200);
      expect(verified.body.data).toEqual({ resetToken: expect.any(String) });
      expect(reset.status).toBe(200);
      await login(user.form.email, 'Phone-Reset-1').expect(200);
    });

    it('answers an unknown phone like a known one and texts nothing', async () => {
      const phone = '+44 20 7946 0999';
      const known = await recoverableUser();

      const response = await sendCode(phone);
      // A code asked for afterwards has arrived: one for the unknown phone would have come first.
      await sendCode(known.form.phone).expect(200);
      await smsCode(known.form.phone);

      expect(response.status).toBe(200);
      expect(response.body.message).toBe(
        'If an account uses this phone number, a verification code has been sent.',
      );
      expect(await messagesTo(auth, phone)).toEqual([]);
    });

    it('refuses a wrong code, then every code after 5 wrong tries', async () => {
      const user = await recoverableUser();
      await sendCode(user.form.phone).expect(200);
      const code = await smsCode(user.form.phone);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

      const first = await verifyCode(user.form.phone, wrong);
      for (let attempt = 1; attempt < 5; attempt++) await verifyCode(user.form.phone, wrong).expect(400);
      const blocked = await verifyCode(user.form.phone, code);

      expect(first.status).toBe(400);
      expect(first.body.message).toBe('Invalid verification code');
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe('Too many attempts. Please request a new code.');
    });

    it('refuses an unknown phone with the wrong-code answer', async () => {
      const response = await verifyCode('+44 20 7946 0000', '123456');

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Invalid verification code');
    });

    describe('only to a phone confirmed by a code and unchanged for 7 days (issue 30)', () => {
      it('texts nothing to a phone never confirmed', async () => {
        const unconfirmed = await register(auth);
        const known = await recoverableUser();

        const response = await sendCode(unconfirmed.form.phone);
        // A code asked for afterwards has arrived: one for the unconfirmed phone would have come first.
        await sendCode(known.form.phone).expect(200);
        await smsCode(known.form.phone);

        expect(response.status).toBe(200);
        expect(response.body.message).toBe(
          'If an account uses this phone number, a verification code has been sent.',
        );
        const texts = await messagesTo(auth, unconfirmed.form.phone);
        expect(texts.filter((text) => text.subject === SUBJECTS.recovery)).toEqual([]);
      });

      it('does not text a phone a stolen token put on the account until it has stayed 7 days', async () => {
        const owner = await recoverableUser();
        const newPhone = signupForm().phone;
        await auth
          .api()
          .put('/api/profile')
          .set(bearer(owner.token))
          .send({ phone: newPhone, currentPassword: owner.form.password })
          .expect(200);
        await confirmPhone(auth, owner, newPhone);

        await sendCode(newPhone).expect(200);
        await agePhoneChange(auth, owner.id, 6);
        await endSendCooldown(newPhone);
        await sendCode(newPhone).expect(200);
        await sendCode(owner.form.phone).expect(200);
        await agePhoneChange(auth, owner.id, 8);
        await endSendCooldown(newPhone);
        await sendCode(newPhone).expect(200);
        const code = await smsCode(newPhone);

        const texts = await messagesTo(auth, newPhone);
        expect(texts.filter((text) => text.subject === SUBJECTS.recovery)).toHaveLength(1);
        const oldPhoneTexts = await messagesTo(auth, owner.form.phone);
        expect(oldPhoneTexts.filter((text) => text.subject === SUBJECTS.recovery)).toEqual([]);
        await verifyCode(newPhone, code).expect(200);
      });
    });

    describe('wrong codes across resends (issue 30)', () => {
      it('closes recovery by phone after 10 wrong codes in an hour, however many were sent, and emails the owner', async () => {
        const user = await recoverableUser();
        const other = await recoverableUser();
        const phone = user.form.phone;
        const guessWrong = async (count: number, code: string) => {
          for (let attempt = 0; attempt < count; attempt++)
            await verifyCode(phone, wrongFor(code)).expect(400);
        };
        await sendCode(phone).expect(200);
        await guessWrong(4, await smsCode(phone, 1));
        await endSendCooldown(phone);
        await sendCode(phone).expect(200);
        await guessWrong(4, await smsCode(phone, 2));
        await endSendCooldown(phone);
        await sendCode(phone).expect(200);
        const third = await smsCode(phone, 3);
        await guessWrong(2, third);

        const rightButClosed = await verifyCode(phone, third);
        await endSendCooldown(phone);
        const resent = await sendCode(phone);
        // A code asked for afterwards has arrived: a fourth one to the closed phone would have come first.
        await sendCode(other.form.phone).expect(200);
        await smsCode(other.form.phone);
        const notice = await messageAbout(auth, user.form.email, SUBJECTS.recoveryClosed);

        expect(rightButClosed.status).toBe(429);
        expect(rightButClosed.body.message).toMatch(
          /^Too many wrong codes\. Recovery by phone is closed for \d+ minutes\.$/,
        );
        expect(resent.status).toBe(200);
        const texts = await messagesTo(auth, phone);
        expect(texts.filter((text) => text.subject === SUBJECTS.recovery)).toHaveLength(3);
        expect(notice.text).toContain('recovery by phone is closed for 60 minutes');
      });

      it('opens again once the hour of the tenth wrong code has passed', async () => {
        const user = await recoverableUser();
        await auth.db.query(
          `INSERT INTO failed_attempts (scope, subject, attempted_at)
           SELECT 'phone-recovery', $1, now() - interval '61 minutes' FROM generate_series(1, 10)`,
          [`user:${user.id}`],
        );

        await sendCode(user.form.phone).expect(200);
        const code = await smsCode(user.form.phone);

        await verifyCode(user.form.phone, code).expect(200);
      });
    });

    it('keeps the recovery reset token short-lived (15 minutes)', async () => {
      const user = await recoverableUser();
      await sendCode(user.form.phone).expect(200);
      await verifyCode(user.form.phone, await smsCode(user.form.phone)).expect(200);

      const [row] = await auth.db.query(
        `SELECT EXTRACT(EPOCH FROM expires_at - created_at)::int AS ttl FROM password_reset_tokens WHERE user_id = $1`,
        [user.id],
      );

      expect(row.ttl).toBe(15 * 60);
    });

    it.each([
      [{ phone: '' }, 'Phone number is required'],
      [{ phone: '12-34' }, 'Please enter a valid phone number'],
    ])('answers 400 for %o', async (body, message) => {
      const response = await auth.api().post('/api/auth/recovery/phone').send(body);

      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });
  });

  describe('PUT /api/profile/security-questions', () => {
    it('stores three questions with hashed, normalised answers', async () => {
      const user = await register(auth);

      const response = await setQuestions(user);
      const rows = await auth.db.query(
        `SELECT question, answer_hash FROM security_questions WHERE user_id = $1 ORDER BY position`,
        [user.id],
      );

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        message: 'Security questions saved',
        data: { questions: QUESTIONS.map((q) => q.question) },
      });
      expect(rows.map((row: { question: string }) => row.question)).toEqual(QUESTIONS.map((q) => q.question));
      for (const row of rows) expect(row.answer_hash).toMatch(/^\$argon2id\$/);
      const listed = await auth.api().get('/api/profile/security-questions').set(bearer(user.token));
      expect(listed.body.data).toEqual({ questions: QUESTIONS.map((q) => q.question) });
    });

    it('needs the current password, since the questions can reset it', async () => {
      const user = await register(auth);

      const response = await setQuestions(user, QUESTIONS, 'not-my-password');

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Current password is incorrect');
    });

    it.each([
      [QUESTIONS.slice(0, 2), 'Exactly 3 security questions are required'],
      [[...QUESTIONS, QUESTIONS[0]], 'Exactly 3 security questions are required'],
      [[{ question: '', answer: 'Rex' }, ...QUESTIONS.slice(1)], 'Security question is required'],
      [[{ question: 'Pet?', answer: '' }, ...QUESTIONS.slice(1)], 'This answer is required'],
      [[{ question: 'Pet?', answer: ' R ' }, ...QUESTIONS.slice(1)], 'Answer must be at least 2 characters'],
      [[QUESTIONS[0], QUESTIONS[0], QUESTIONS[1]], 'Security questions must be different'],
    ])('answers 400 for %j', async (questions, message) => {
      const user = await register(auth);

      const response = await setQuestions(user, questions);

      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });

    it('needs a signed-in user', async () => {
      const response = await auth.api().put('/api/profile/security-questions').send({ questions: QUESTIONS });

      expect(response.status).toBe(401);
    });
  });

  describe('POST /api/auth/recovery/security-questions', () => {
    it('answers the questions of a username or an email', async () => {
      const user = await register(auth);
      await setQuestions(user).expect(200);

      const byUsername = await auth
        .api()
        .post('/api/auth/recovery/security-questions')
        .send({ identifier: user.form.username.toUpperCase() });
      const byEmail = await auth
        .api()
        .post('/api/auth/recovery/security-questions')
        .send({ identifier: user.form.email });

      expect(byUsername.status).toBe(200);
      expect(byUsername.body).toEqual({
        success: true,
        data: { questions: QUESTIONS.map((q) => q.question) },
      });
      expect(byEmail.body).toEqual(byUsername.body);
    });

    it('answers one 404 for unknown accounts and accounts without questions', async () => {
      const withoutQuestions = await register(auth);

      const unknown = await auth
        .api()
        .post('/api/auth/recovery/security-questions')
        .send({ identifier: 'no_such_user' });
      const none = await auth
        .api()
        .post('/api/auth/recovery/security-questions')
        .send({ identifier: withoutQuestions.form.username });

      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({
        success: false,
        message: 'Failed to load security questions. Please check your username.',
      });
      expect(none.body).toEqual(unknown.body);
    });

    it('asks for a username or email', async () => {
      const response = await auth
        .api()
        .post('/api/auth/recovery/security-questions')
        .send({ identifier: ' ' });

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Username or email is required');
    });
  });

  describe('POST /api/auth/recovery/security-questions/verify', () => {
    it('trades three right answers, ignoring case and spaces, for a reset token', async () => {
      const user = await register(auth);
      await setQuestions(user).expect(200);

      const response = await verifyAnswers(user.form.username, [' rex', 'NEW YORK ', 'arsenal']);
      const reset = await auth
        .api()
        .post('/api/auth/reset-password')
        .send({ token: response.body.data.resetToken, newPassword: 'Answers-Reset-1' });

      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ resetToken: expect.any(String) });
      expect(reset.status).toBe(200);
      await login(user.form.email, 'Answers-Reset-1').expect(200);
    });

    it('refuses when any answer is wrong', async () => {
      const user = await register(auth);
      await setQuestions(user).expect(200);

      const response = await verifyAnswers(user.form.email, ['Rex', 'New York', 'Chelsea']);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: 'Security answers verification failed. Please try again.',
      });
    });

    it('locks the account’s questions after 5 failures', async () => {
      const user = await register(auth);
      await setQuestions(user).expect(200);
      for (let attempt = 0; attempt < 5; attempt++) {
        await verifyAnswers(user.form.username, ['a1', 'b2', 'c3']).expect(400);
      }

      const locked = await verifyAnswers(user.form.email, ['Rex', 'New York', 'Arsenal']);

      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe('Too many failed attempts. Please try again in 15 minutes.');
    });

    it('answers an unknown account like wrong answers', async () => {
      const response = await verifyAnswers('no_such_user', ['Rex', 'New York', 'Arsenal']);

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Security answers verification failed. Please try again.');
    });

    it.each([
      [['Rex', 'New York'], 'Please answer all 3 security questions'],
      [['Rex', '', 'Arsenal'], 'This answer is required'],
    ])('answers 400 for %j', async (answers, message) => {
      const response = await verifyAnswers('someone', answers);

      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });
  });

  describe('POST /api/auth/recovery/support', () => {
    it('stores the request and promises an answer within 24-48 hours', async () => {
      const response = await auth.api().post('/api/auth/recovery/support').send({
        name: 'Jane Doe',
        contactEmail: 'Jane.Other@Example.com',
        accountInfo: 'Username jane_doe, lost phone',
      });

      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        success: true,
        message: 'Your request has been received. Our team will respond within 24-48 hours.',
        data: { id: expect.any(String) },
      });
      const [row] = await auth.db.query(`SELECT * FROM support_requests WHERE id = $1`, [
        response.body.data.id,
      ]);
      expect(row).toMatchObject({
        name: 'Jane Doe',
        contact_email: 'jane.other@example.com',
        status: 'open',
      });
    });

    it('announces auth.SupportRequested, with the account a username or an email in it names', async () => {
      const byUsername = await register(auth);
      const byEmail = await register(auth);
      const ask = async (accountInfo: string) => {
        const response = await auth
          .api()
          .post('/api/auth/recovery/support')
          .send({ name: 'Jane Doe', contactEmail: 'jane.other@example.com', accountInfo })
          .expect(201);
        return (await publishedEvent(auth, 'auth.SupportRequested', response.body.data.id)).payload;
      };

      const named = await ask(`Username @${byUsername.form.username.toUpperCase()}, lost my phone`);
      const mailed = await ask(`I registered with ${byEmail.form.email}.`);
      const nobody = await ask('I forgot everything about my account');

      expect(named).toEqual({
        requestId: expect.any(String),
        name: 'Jane Doe',
        contactEmail: 'jane.other@example.com',
        accountInfo: `Username @${byUsername.form.username.toUpperCase()}, lost my phone`,
        userId: byUsername.id,
      });
      expect(mailed).toMatchObject({ userId: byEmail.id });
      expect(nobody).toMatchObject({ userId: null });
    });

    it.each([
      [{ name: '' }, 'Full name is required'],
      [{ contactEmail: '' }, 'Contact email is required'],
      [{ contactEmail: 'jane@' }, 'Please enter a valid email address'],
      [{ accountInfo: '' }, 'Account information is required'],
    ])('answers 400 for %o', async (change, message) => {
      const response = await auth
        .api()
        .post('/api/auth/recovery/support')
        .send({ name: 'Jane Doe', contactEmail: signupForm().email, accountInfo: 'details', ...change });

      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });
  });
});
