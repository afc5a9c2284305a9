import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, freePort } from '@p2p/testing';
import { SMTPServer } from 'smtp-server';
import { AuthApp, authEnv, latestMessage, register, startAuthApp } from './support/auth-app';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtpServer(): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('message delivery', () => {
  describe('with SMTP_URL set', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let auth: AuthApp;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      auth = await startAuthApp(
        authEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'P2P Bet <no-reply@bet.example.test>' }),
      );
    });

    afterAll(async () => {
      await auth?.close();
      await smtp?.close();
    });

    it('sends the verification PIN by email through the SMTP server', async () => {
      const user = await register(auth);

      const mail = await eventually(() => {
        const found = smtp.received.find((candidate) => candidate.to.includes(user.form.email));
        if (!found) throw new Error('not received yet');
        return found;
      });

      expect(mail.from).toBe('no-reply@bet.example.test');
      expect(mail.raw).toMatch(/Subject: Verify your email address/);
      expect(mail.raw).toMatch(/Your verification code is \d{6}\./);
    });

    it('keeps SMS in outgoing_messages, since no SMS provider is configured', async () => {
      const user = await register(auth);

      await auth.api().post('/api/auth/recovery/phone').send({ phone: user.form.phone }).expect(200);

      const sms = await eventually(() => latestMessage(auth, user.form.phone));
      expect(sms.text).toMatch(/recovery code for @/);
      expect(smtp.received.some((mail) => mail.raw.includes('recovery code'))).toBe(false);
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

  describe('with DEV_MAILBOX off', () => {
    let auth: AuthApp;

    beforeAll(async () => {
      auth = await startAuthApp(authEnv({ DEV_MAILBOX: 'false' }));
    });

    afterAll(async () => {
      await auth?.close();
    });

    it('hides the mailbox behind a 404', async () => {
      await register(auth);

      const response = await auth.api().get('/api/dev/mailbox');

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Route not found' });
    });

    it('still stores the messages for a sender to pick up', async () => {
      const user = await register(auth);

      const rows = await auth.db.query(
        `SELECT channel, subject FROM outgoing_messages WHERE recipient = $1`,
        [user.form.email],
      );

      expect(rows).toEqual([{ channel: 'email', subject: 'Verify your email address' }]);
    });
  });
});
