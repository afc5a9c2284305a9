import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, freePort } from '@p2p/testing';
import { AuthApp, authEnv, latestMessage, messagesTo, register, startAuthApp } from './support/auth-app';
import { markPhoneRecoverable } from './support/phones';

describe('message delivery', () => {
  describe('through SMTP to a mail catcher, SMS as email (the embedded mode)', () => {
    let auth: AuthApp;

    beforeAll(async () => {
      auth = await startAuthApp(authEnv({ MAIL_FROM: 'P2P Bet <no-reply@bet.example.test>' }), {
        mail: true,
      });
    });

    afterAll(async () => {
      await auth?.close();
    });

    it('sends the verification PIN by email through the SMTP server', async () => {
      const user = await register(auth);

      const mail = await latestMessage(auth, user.form.email);

      expect(mail.from).toEqual(['no-reply@bet.example.test']);
      expect(mail.subject).toBe('Verify your email address');
      expect(mail.text).toMatch(/Your verification code is \d{6}\./);
    });

    it('mails a text message to <digits>@SMS_TO_EMAIL_DOMAIN, where the person at the machine reads it', async () => {
      const user = await register(auth);
      await markPhoneRecoverable(auth, user.id);

      await auth.api().post('/api/auth/recovery/phone').send({ phone: user.form.phone }).expect(200);
      const sms = await latestMessage(auth, user.form.phone);

      expect(sms.to).toEqual([`${user.form.phone.replace(/\D/g, '')}@sms.localhost`]);
      expect(sms.subject).toBe('Account recovery code');
      expect(sms.text).toMatch(/recovery code for @\w+ is \d{6}/);
    });

    it('keeps nothing in outgoing_messages', async () => {
      const user = await register(auth);
      await latestMessage(auth, user.form.email);

      const [{ count }] = await auth.db.query(`SELECT count(*)::int AS count FROM outgoing_messages`);

      expect(count).toBe(0);
    });
  });

  describe('through SMTP, without SMS_TO_EMAIL_DOMAIN (the distributed mode)', () => {
    let auth: AuthApp;

    beforeAll(async () => {
      auth = await startAuthApp(authEnv({ SMS_TO_EMAIL_DOMAIN: '' }), { mail: true });
    });

    afterAll(async () => {
      await auth?.close();
    });

    it('keeps SMS in outgoing_messages for a provider, since none is configured', async () => {
      const user = await register(auth);
      await markPhoneRecoverable(auth, user.id);

      await auth.api().post('/api/auth/recovery/phone').send({ phone: user.form.phone }).expect(200);

      const sms = await eventuallyStored(auth, user.form.phone.replace(/[^\d+]/g, ''));
      expect(sms).toEqual({ channel: 'sms', subject: 'Account recovery code' });
      expect(await messagesTo(auth, user.form.phone)).toEqual([]);
    });
  });

  describe('with an SMTP server that is down', () => {
    let auth: AuthApp;

    beforeAll(async () => {
      auth = await startAuthApp(authEnv({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` }));
    });

    afterAll(async () => {
      await auth?.close();
    });

    it('still signs the user up (the screen offers a resend)', async () => {
      const user = await register(auth);

      expect(user.token).toEqual(expect.any(String));
    });

    it('answers a resend it could not deliver with 503', async () => {
      const user = await register(auth);
      await auth.db.query(
        `UPDATE send_cooldowns SET last_sent_at = now() - interval '61 seconds' WHERE address = $1`,
        [user.form.email],
      );

      const response = await auth
        .api()
        .post('/api/email-verification/resend')
        .send({ email: user.form.email });

      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        success: false,
        message: 'Failed to resend verification code',
        error: 'Failed to resend verification code',
      });
    });
  });

  describe('without SMTP_URL', () => {
    let auth: AuthApp;

    beforeAll(async () => {
      // DEV_MAILBOX=true once served every stored message to anyone at GET /api/dev/mailbox.
      auth = await startAuthApp(authEnv({ DEV_MAILBOX: 'true' }));
    });

    afterAll(async () => {
      await auth?.close();
    });

    it('has no mailbox route, whatever DEV_MAILBOX says', async () => {
      const user = await register(auth);

      const response = await auth.api().get('/api/dev/mailbox').query({ to: user.form.email });

      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        success: false,
        message: 'Cannot GET /api/dev/mailbox?to=' + encodeURIComponent(user.form.email),
      });
    });

    it('stores the messages for a sender to pick up', async () => {
      const user = await register(auth);

      const rows = await auth.db.query(
        `SELECT channel, subject FROM outgoing_messages WHERE recipient = $1`,
        [user.form.email],
      );

      expect(rows).toEqual([{ channel: 'email', subject: 'Verify your email address' }]);
    });
  });
});

/** The stored SMS to a phone's digits, once the delivery that was not awaited has written it. */
function eventuallyStored(auth: AuthApp, digits: string) {
  return eventually(async () => {
    const [row] = await auth.db.query(`SELECT channel, subject FROM outgoing_messages WHERE recipient = $1`, [
      digits,
    ]);
    if (!row) throw new Error('not stored yet');
    return row as { channel: string; subject: string };
  });
}
